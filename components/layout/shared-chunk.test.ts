import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page loads the root layout's client modules (docs/ui.md, "First-load JavaScript"): what they import
// statically lands in every page's first load. These libraries are for what loads later (a lazy import()).
const ROOT = path.resolve(__dirname, '../..');
const HEAVY = ['radix-ui', 'lucide-react', 'tailwind-merge', 'cmdk', 'swr/infinite'];
// Our own modules that hold every page's reads or commands: the layout takes its few from session.ts. Button
// brings cn and clsx, 0.8 kB on every page: the layout's buttons take buttonVariants.
const HEAVY_LOCAL = [
  'lib/systems/game/browser/hooks.ts',
  'lib/systems/game/browser/api.ts',
  'components/ui/Button.tsx',
  // What opens on a press loads with it: the bell's drop-down, the phone menu's sheet.
  'components/layout/BellPanel.tsx',
  'components/layout/PhoneMenuSheet.tsx',
  // The layout's islands and the live stream load just after the page (LayoutIslands.tsx, LiveStream.tsx):
  // the server renders them into the first HTML all the same.
  'components/layout/MainNav.tsx',
  'components/core/status/StatusBar.tsx',
  'components/core/theme/ThemeSync.tsx',
  'components/game/live/LiveStream.tsx',
];
const LAYOUT_CLIENT_MODULES = [
  'components/layout/LayoutIslands.tsx',
  'components/ui/Toaster.tsx',
  'components/game/live/LiveEventsProvider.tsx',
  'components/core/theme/StyleNonce.tsx',
  // Every page loads its error boundaries too.
  'app/error.tsx',
  'app/global-error.tsx',
];

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The packages reached by static, non-type imports from `entry`, each with the module that imports it;
 * our own modules reached are listed too, by their path.
 */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm)) {
      const local = resolveLocal(file, match[1]!);
      if (local) {
        queue.push(local);
        if (!packages.has(path.relative(ROOT, local)))
          packages.set(path.relative(ROOT, local), path.relative(ROOT, file));
      } else if (!packages.has(match[1]!)) packages.set(match[1]!, path.relative(ROOT, file));
    }
  }
  return packages;
}

describe("the root layout's client modules", () => {
  it.each(LAYOUT_CLIENT_MODULES)('%s imports no library that belongs in a lazy chunk', (entry) => {
    const found = [...staticPackages(entry)].filter(([name]) =>
      [...HEAVY, ...HEAVY_LOCAL].some((heavy) => name === heavy),
    );
    expect(found.map(([name, by]) => `${name} (from ${by})`)).toEqual([]);
  });

  it('sees through to a library a module imports (the check can fail)', () => {
    expect([...staticPackages('components/ui/ToastList.tsx').keys()]).toContain('radix-ui');
    expect([...staticPackages('components/core/civic/NewsFeedView.tsx').keys()]).toContain(
      'lib/systems/game/browser/hooks.ts',
    );
  });
});

// Libraries no page needs at first paint: zod validates on the server (a client module that takes a constant
// from a schema module carries all of zod); d3's zoom attaches after the page (MapClicks' lazy import);
// lucide's icon set gave way to components/ui/icons.tsx. The game's reference tables (economy.json and the
// world events' kinds) stay on the server: a client module takes a pure-values module or a prop (the metric
// labels: labels.ts' metricLabels, passed by the page).
const SERVER_OR_LATER = [
  'zod',
  'd3-selection',
  'd3-zoom',
  'lucide-react',
  'lib/systems/economy/macro/reference/index.ts',
  'lib/systems/world/world-events/reference/index.ts',
  'lib/systems/policy/labels.ts',
];
// The pickers every form page renders: their Radix and cmdk parts load on the reader's first hover, focus
// or press (SelectMenu.tsx, ComboboxPopover.tsx), not with the page.
const PICKERS = ['components/ui/Select.tsx', 'components/ui/Combobox.tsx'];

function clientModules(): string[] {
  return execFileSync('git', ['ls-files', 'app', 'components', 'lib'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

describe('every client module', () => {
  it('imports neither zod, d3, lucide nor a reference table statically', () => {
    const found = clientModules().flatMap((entry) =>
      [...staticPackages(entry)]
        .filter(([name]) => SERVER_OR_LATER.includes(name))
        .map(([name, by]) => `${entry}: ${name} (from ${by})`),
    );
    expect(found).toEqual([]);
  });

  it('sees a schema module through a constant (the check can fail)', () => {
    expect([...staticPackages('lib/platform/auth/schemas.ts').keys()]).toContain('zod');
    expect(clientModules()).toContain('components/game/maps/MapClicks.tsx');
    expect([...staticPackages('lib/systems/extraction/constants.ts').keys()]).toContain(
      'lib/systems/economy/macro/reference/index.ts',
    );
  });
});

describe('the pickers', () => {
  it.each(PICKERS)('%s imports neither Radix nor cmdk statically', (entry) => {
    const found = [...staticPackages(entry)].filter(([name]) => ['radix-ui', 'cmdk'].includes(name));
    expect(found.map(([name, by]) => `${name} (from ${by})`)).toEqual([]);
  });

  it('sees the lazy parts when they are imported statically (the check can fail)', () => {
    expect([...staticPackages('components/ui/SelectMenu.tsx').keys()]).toContain('radix-ui');
    expect([...staticPackages('components/ui/ComboboxPopover.tsx').keys()]).toContain('cmdk');
  });
});
