// First-load JavaScript per page, from a production build's manifests: `npm run bench:first-load-js`
// (after `next build`; `-- --check` fails when any page is over the budget, and names them). docs/ui.md,
// "First-load JavaScript".
//
// A page's first load is the scripts its first HTML names: the root main files every page shares
// (.next/build-manifest.json) and the page's entry chunks, its layouts' included (each page's
// page_client-reference-manifest.js, entryJSFiles). Each file counts once, gzip-compressed at level 9.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 150;

const root = process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')) ?? process.cwd();
const next = path.join(root, '.next');

function manifestsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return manifestsUnder(full);
    return name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file)!;
}

interface RscManifest {
  entryJSFiles?: Record<string, string[]>;
}

const build = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles?: string[];
};
const shared = build.rootMainFiles ?? [];
const rows: { route: string; kb: number; pageKb: number }[] = [];
for (const file of manifestsUnder(path.join(next, 'server', 'app'))) {
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, RscManifest> } };
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  for (const [route, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
    if (route.startsWith('/_') || route.includes('/api/')) continue;
    const entry = new Set(Object.values(manifest.entryJSFiles ?? {}).flat());
    const files = new Set([...shared, ...entry]);
    const bytes = [...files].reduce((sum, f) => sum + gzipSize(f), 0);
    const own = [...entry].filter((f) => !shared.includes(f)).reduce((sum, f) => sum + gzipSize(f), 0);
    rows.push({
      route: route.replace(/\/page$/, '') || '/',
      kb: bytes / 1024,
      pageKb: own / 1024,
    });
  }
}
rows.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));
const sharedKb = shared.reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
console.log(`Shared by every page (root main files): ${sharedKb.toFixed(1)} kB gzip\n`);
console.log(
  `| page | first-load JS (kB gzip) | entry chunks (kB gzip) | within ${FIRST_LOAD_BUDGET_KB} kB |`,
);
console.log('| --- | ---: | ---: | :---: |');
for (const row of rows) {
  console.log(
    `| \`${row.route}\` | ${row.kb.toFixed(1)} | ${row.pageKb.toFixed(1)} | ${row.kb <= FIRST_LOAD_BUDGET_KB ? 'yes' : '**no**'} |`,
  );
}
const over = rows.filter((row) => row.kb > FIRST_LOAD_BUDGET_KB);
if (process.argv.includes('--check')) {
  console.log(`\n${rows.length - over.length} of ${rows.length} pages within ${FIRST_LOAD_BUDGET_KB} kB.`);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((r) => `${r.route} ${r.kb.toFixed(1)} kB`).join(', ')}`);
    process.exit(1);
  }
}
