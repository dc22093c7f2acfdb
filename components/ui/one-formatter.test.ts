import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page formats numbers, money, percents and dates through lib/platform/browser/format.ts, so "$1,200",
// "+2.5%" and a zero change read the same everywhere. Ad-hoc formatting in a page or component fails here.
const ROOT = path.resolve(__dirname, '../..');
const AD_HOC = /\.toLocaleString\(|new Intl\.NumberFormat|\.toFixed\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one number formatter', () => {
  it('no page or component formats numbers by hand', () => {
    const offenders = ['components', 'app'].flatMap((dir) =>
      sources(path.join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(ROOT, file)}:${index + 1}` }))
          .filter(({ line }) => AD_HOC.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
