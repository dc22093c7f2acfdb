import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Words from the code and its documents that reached the screen once ("capacity document", "(SPEC.md)",
// "append-only"): pages say what the player sees instead. Comments may use them; page text may not.
const ROOT = path.resolve(__dirname, '../..');
const DEVELOPER_WORDS = /capacity document|append-only|SPEC\.md|DESIGN\.md|REFERENCE\.md/i;
const COMMENT = /^\s*(\/\/|\/\*|\*|\{\/\*)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('player words on screen', () => {
  it('no page or component shows a developer word outside a comment', () => {
    const offenders = ['components', 'app'].flatMap((dir) =>
      sources(path.join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(ROOT, file)}:${index + 1}` }))
          .filter(({ line }) => DEVELOPER_WORDS.test(line) && !COMMENT.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
