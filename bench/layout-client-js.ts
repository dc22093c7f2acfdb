// The root layout's client JavaScript without a build: `npm run bench:layout-js [-- <checkout root>]`.
//
// Bundles the layout's client modules (the header's nav, the toaster, the live stream, the status bar, the
// theme and nonce helpers, SWR's provider) with esbuild, minified, React and Next external, and splits
// off what they import lazily; prints the gzip size (level 9) of what loads at once, and the largest
// packages in it. An estimate: Next's own chunks differ a little; `bench:first-load-js` measures a build.
// It takes a second, so it can compare two checkouts (`git archive main app components lib | tar -x -C`).

import { build } from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LAYOUT_CLIENT_MODULES = [
  'components/layout/MainNav.tsx',
  'components/ui/Toaster.tsx',
  'components/game/live/LiveEventsProvider.tsx',
  'components/core/status/StatusBar.tsx',
  'components/core/theme/ThemeSync.tsx',
  'components/core/theme/StyleNonce.tsx',
  // Every page loads its error boundaries too.
  'app/error.tsx',
  'app/global-error.tsx',
];

async function main() {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  const contents = [
    ...LAYOUT_CLIENT_MODULES.map(
      (file, i) => `export * as m${i} from ${JSON.stringify(path.join(root, file))};`,
    ),
    `export { SWRConfig } from 'swr';`,
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    outdir: path.join(root, '.layout-js-estimate'),
    external: ['react', 'react-dom', 'react/jsx-runtime', 'next', 'next/*'],
    // As next.config.ts: SWR's useSyncExternalStore shim is React's own hook.
    alias: {
      '@': root,
      'use-sync-external-store/shim': path.join(root, 'lib/platform/browser/use-sync-external-store-shim.ts'),
    },
    nodePaths: [path.join(process.cwd(), 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint)!;
  // What loads at once: the entry and the chunks it imports statically (lazy import() chunks excluded).
  const initial = new Set([entry]);
  for (const name of initial) {
    for (const imported of outputs[name]!.imports) {
      if (imported.kind === 'import-statement' && outputs[imported.path]) initial.add(imported.path);
    }
  }
  const files = result.outputFiles.filter((file) =>
    [...initial].some((name) => file.path === path.resolve(process.cwd(), name)),
  );
  const gzip = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  const byPackage = new Map<string, number>();
  for (const name of initial) {
    for (const [input, info] of Object.entries(outputs[name]!.inputs)) {
      const pkg = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'own code';
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + info.bytesInOutput);
    }
  }
  console.log(`${root}: the root layout's client JS loads ${(gzip / 1024).toFixed(1)} kB gzip at once`);
  console.log(
    [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(1)}`)
      .join('; '),
    '(kB minified, before gzip)',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
