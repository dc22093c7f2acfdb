/** The data-layer half of `npm run deps`: every file's table accesses, judged by data-rules.ts. */
import { isTestFile } from '../../eslint.config.mjs';
import { analyzeFile, type FileDataAccess, type ModelTables } from './data-access';
import { judgeAccess, judgeDynamic, layerOf, type DataRules, type Finding } from './data-rules';

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface DataCheck {
  files: FileDataAccess[];
  /** Findings of production code in lib/platform and lib/systems: these fail the check. */
  findings: Finding[];
  /** Findings in test code and lib/testing: reported, never failing. */
  testFindings: Finding[];
}

/** The layer a file is judged as, or null for files outside lib/ (app, workers, scripts: reported only). */
export function judgedLayer(path: string): string | null {
  const layer = layerOf(path);
  return layer && layer !== 'testing' && layer !== 'systems' ? layer : null;
}

export function checkDataLayer(sources: SourceFile[], tables: ModelTables, rules: DataRules): DataCheck {
  const check: DataCheck = { files: [], findings: [], testFindings: [] };
  for (const { path, source } of sources) {
    const analysis = analyzeFile(path, source, tables);
    check.files.push(analysis);
    const layer = judgedLayer(path) ?? (path.startsWith('lib/testing/') ? 'testing' : null);
    if (!layer) continue;
    const findings = [
      ...analysis.accesses.flatMap((access) => judgeAccess(layer, access, rules)),
      ...analysis.dynamic.flatMap((dynamic) => judgeDynamic(layer, dynamic, rules)),
    ];
    (isTestFile(path) || layer === 'testing' ? check.testFindings : check.findings).push(...findings);
  }
  return check;
}
