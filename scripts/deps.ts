/**
 * `npm run deps`: the two layer checks, and exit 1 if production code breaks either.
 *
 * 1. Imports between lib/ layers (lib/platform, each lib/systems/<system>, lib/testing) against the layer
 *    table, SYSTEM_IMPORTS in eslint.config.mjs.
 * 2. Tables: what each layer reads and writes (SQL text and Drizzle builder calls, scripts/lib/data-access.ts)
 *    against TABLE_OWNERS (models/owners.ts) and the rules in scripts/lib/data-rules.ts. Ledger and balance
 *    writes outside core/money are listed on their own, as "money".
 *
 * `npm run deps -- --files` lists every import arrow's files and every table access's file:line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_IMPORTS, isTestFile } from '../eslint.config.mjs';
import { checkDataLayer, judgedLayer } from './lib/data-check';
import { layerOf, projectDataRules, type Finding } from './lib/data-rules';
import { modelTables } from './lib/model-tables';
import { REPO_ROOT } from './lib/repo-root';
import { loadSqlScanner } from './lib/sql-text';

type Layer = string;

const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;
const listFiles = process.argv.includes('--files');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return path.relative(REPO_ROOT, path.resolve(path.dirname(importer), specifier));
  return null;
}

function mayImport(from: Layer, to: Layer): boolean {
  if (from === to || to === 'platform') return true;
  if (from === 'platform') return false;
  if (to === 'testing') return from === 'testing';
  return from === 'testing' || (SYSTEM_IMPORTS[from] ?? []).includes(to);
}

/** 1. Imports between layers; returns the number of forbidden production imports. */
function checkImports(): number {
  const arrows = new Map<string, { count: number; files: Set<string>; allowed: boolean; test: boolean }>();
  for (const file of sourceFiles(path.join(REPO_ROOT, 'lib'))) {
    const importer = path.relative(REPO_ROOT, file);
    const from = layerOf(importer);
    if (!from) continue;
    const test = isTestFile(importer);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const target = targetOf(file, specifier!);
      const to = target && layerOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}${test ? ' (tests)' : ''}`;
      const arrow = arrows.get(key) ?? { count: 0, files: new Set(), allowed: mayImport(from, to), test };
      arrow.count += 1;
      arrow.files.add(`${importer} -> ${target}`);
      arrows.set(key, arrow);
    }
  }
  let forbidden = 0;
  let crossSystem = 0;
  console.log('== imports between layers ==');
  for (const [key, arrow] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) {
    const mark = arrow.allowed ? '' : arrow.test ? '  (test code: allowed)' : '  FORBIDDEN';
    console.log(`${key.padEnd(40)} ${String(arrow.count).padStart(4)}${mark}`);
    if (listFiles || (!arrow.allowed && !arrow.test))
      for (const line of arrow.files) console.log(`    ${line}`);
    if (!arrow.test && !key.includes('platform') && !key.includes('testing')) crossSystem += arrow.count;
    if (!arrow.allowed && !arrow.test) forbidden += arrow.count;
  }
  console.log(`production imports between systems: ${crossSystem}; against the layer table: ${forbidden}\n`);
  return forbidden;
}

/** 2. Tables; returns the number of findings that fail the check. */
async function checkTables(): Promise<number> {
  await loadSqlScanner();
  const sources = ['lib', 'app', 'workers', 'scripts'].flatMap((top) =>
    sourceFiles(path.join(REPO_ROOT, top)).map((file) => ({
      path: path.relative(REPO_ROOT, file).split(path.sep).join('/'),
      source: readFileSync(file, 'utf8'),
    })),
  );
  const rules = projectDataRules();
  const check = checkDataLayer(sources, modelTables(), rules);

  // Reads and writes per production layer (lib/ layers first, then the callers outside lib/).
  type Tally = {
    sql: number;
    executed: number;
    builder: number;
    tables: Record<'read' | 'write', Map<string, string[]>>;
  };
  const tallies = new Map<string, Tally>();
  for (const file of check.files) {
    if (isTestFile(file.file) || file.file.startsWith('lib/testing/')) continue;
    const layer = judgedLayer(file.file) ?? file.file.split('/')[0]!;
    const tally = tallies.get(layer) ?? {
      sql: 0,
      executed: 0,
      builder: 0,
      tables: { read: new Map(), write: new Map() },
    };
    tally.sql += file.sqlStatements;
    tally.executed += file.executedStatements;
    tally.builder += file.builderCalls;
    for (const access of file.accesses) {
      const places = tally.tables[access.access].get(access.table) ?? [];
      places.push(`${access.file}:${access.line}`);
      tally.tables[access.access].set(access.table, places);
    }
    tallies.set(layer, tally);
  }
  const order = ['platform', ...Object.keys(SYSTEM_IMPORTS), 'app', 'workers', 'scripts'];
  const layers = [...tallies.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));

  console.log('== tables each layer reads and writes (count of statements and calls) ==');
  for (const layer of layers) {
    const tally = tallies.get(layer)!;
    const judged =
      judgedLayer(`lib/${layer === 'platform' ? 'platform' : `systems/${layer}`}/x.ts`) === layer;
    console.log(`${layer}${judged ? '' : '  (outside lib/: reported, not judged)'}`);
    for (const access of ['write', 'read'] as const) {
      const entries = [...tally.tables[access]].sort(([a], [b]) => a.localeCompare(b));
      if (entries.length === 0) continue;
      const list = entries.map(
        ([table, places]) => `${table}${places.length > 1 ? ` ${places.length}` : ''}`,
      );
      console.log(wrap(`  ${access === 'write' ? 'writes' : 'reads '}  `, list));
      if (listFiles)
        for (const [table, places] of entries) console.log(`      ${table}: ${places.join(', ')}`);
    }
  }

  const printFindings = (title: string, findings: Finding[]) => {
    console.log(`\n== ${title} (${findings.length}) ==`);
    for (const finding of [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line))
      console.log(`  ${`${finding.file}:${finding.line}`.padEnd(72)} ${finding.message}`);
  };
  const ofKind = (kind: Finding['kind']) => check.findings.filter((finding) => finding.kind === kind);
  printFindings('FORBIDDEN: writes to a table another owner owns', ofKind('write to another owner'));
  printFindings('FORBIDDEN: reads of a table of a system not below', ofKind('read of a table not below'));
  printFindings('FORBIDDEN: tables named at run time, not allowlisted', ofKind('dynamic table'));
  const unowned = ofKind('table with no owner');
  if (unowned.length > 0) printFindings('FORBIDDEN: tables with no owner', unowned);
  printFindings('FORBIDDEN (money): ledger and balance writes outside core/money', ofKind('money'));
  if (listFiles) printFindings('test code (reported, never failing)', check.testFindings);
  else
    console.log(
      `\n(test code and lib/testing: ${check.testFindings.length} findings, not failing; --files lists them)`,
    );

  console.log('\n== totals per lib/ layer ==');
  console.log(
    `${'layer'.padEnd(14)}${'executed'.padStart(9)}${'sql texts'.padStart(10)}${'builder'.padStart(9)}${'cross writes'.padStart(14)}${'bad reads'.padStart(11)}${'money'.padStart(7)}${'dynamic'.padStart(9)}`,
  );
  const count = (layer: string, kind: Finding['kind']) =>
    check.findings.filter((finding) => finding.layer === layer && finding.kind === kind).length;
  for (const layer of layers.filter((name) => !['app', 'workers', 'scripts'].includes(name))) {
    const tally = tallies.get(layer)!;
    console.log(
      `${layer.padEnd(14)}${String(tally.executed).padStart(9)}${String(tally.sql).padStart(10)}${String(tally.builder).padStart(9)}` +
        `${String(count(layer, 'write to another owner')).padStart(14)}${String(count(layer, 'read of a table not below')).padStart(11)}` +
        `${String(count(layer, 'money')).padStart(7)}${String(count(layer, 'dynamic table')).padStart(9)}`,
    );
  }
  const money = ofKind('money').length;
  const other = check.findings.length - money;
  console.log(
    `\ndata access against the owners: ${other} forbidden, ${money} money (ledger or balance writes outside core/money)`,
  );
  return check.findings.length;
}

function wrap(prefix: string, items: string[]): string {
  const lines: string[] = [];
  let line = prefix;
  for (const item of items) {
    if (line.length + item.length > 118 && line.trim() !== prefix.trim()) {
      lines.push(line.trimEnd());
      line = ' '.repeat(prefix.length);
    }
    line += `${item}, `;
  }
  lines.push(line.replace(/, $/, ''));
  return lines.join('\n');
}

const forbiddenImports = checkImports();
const forbiddenAccesses = await checkTables();
process.exitCode = forbiddenImports + forbiddenAccesses > 0 ? 1 : 0;
