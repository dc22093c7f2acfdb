/**
 * Prints each layer's outgoing imports between lib/ layers (lib/platform, each lib/systems/<system>,
 * lib/testing), marks the ones the layer table in eslint.config.mjs forbids, and exits 1 if any
 * production file has one. `npm run deps`; `npm run deps -- --files` lists every arrow's files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_IMPORTS, isTestFile } from '../eslint.config.mjs';
import { REPO_ROOT } from './lib/repo-root';

type Layer = string;

const LIB = path.join(REPO_ROOT, 'lib');
const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** platform, testing, or the system's name; null outside lib/. */
function layerOf(repoPath: string): Layer | null {
  const [top, area, system] = repoPath.split('/');
  if (top !== 'lib') return null;
  if (area === 'systems') return system && !system.includes('.') ? system : 'systems';
  return area ?? null;
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

const arrows = new Map<string, { count: number; files: Set<string>; allowed: boolean; test: boolean }>();
for (const file of sourceFiles(LIB)) {
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

const listFiles = process.argv.includes('--files');
let forbidden = 0;
let crossSystem = 0;
for (const [key, arrow] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) {
  const mark = arrow.allowed ? '' : arrow.test ? '  (test code: allowed)' : '  FORBIDDEN';
  console.log(`${key.padEnd(40)} ${String(arrow.count).padStart(4)}${mark}`);
  if (listFiles || (!arrow.allowed && !arrow.test))
    for (const line of arrow.files) console.log(`    ${line}`);
  if (!arrow.test && !key.includes('platform') && !key.includes('testing')) crossSystem += arrow.count;
  if (!arrow.allowed && !arrow.test) forbidden += arrow.count;
}
console.log(`\nproduction imports between systems: ${crossSystem}; against the layer table: ${forbidden}`);
process.exitCode = forbidden > 0 ? 1 : 0;
