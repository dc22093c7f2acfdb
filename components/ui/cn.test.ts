import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { Button } from './Button';
import { buttonVariants } from './button-variants';
import { cn, withDefaults, type ClassValue } from './cn';
import { CommandForm, CommandGrid } from './CommandForm';
import { Field, Input, Textarea } from './Field';
import { CircleCheckIcon, CircleIcon } from './control-icons';
import { ChevronDownIcon, CloseIcon } from './icons';
import { LineChart } from './LineChart';
import { NativeSelect } from './NativeSelect';
import { Skeleton } from './Skeleton';
import { Table } from './Table';

// cn joins without merging (cn.ts): a class list with two classes of one group (px-3 and px-4) would leave
// the winner to the stylesheet's order. tailwind-merge, here only, finds such pairs.
const ROOT = path.resolve(__dirname, '../..');

/** The classes twMerge would drop from each class attribute of the markup. */
function conflicts(markup: string): string[] {
  return [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => {
    const kept = new Set(twMerge(list!).split(' '));
    return list!.split(/\s+/).filter((name) => name && !kept.has(name));
  });
}

/** How a className override is rendered on each component the app passes one to. */
const RENDER: Record<string, (className: string) => ReactElement> = {
  Badge: (className) => h(Badge, { className }, 'Open'),
  Button: (className) => h(Button, { className }, 'Go'),
  ChevronDownIcon: (className) => h(ChevronDownIcon, { className }),
  CloseIcon: (className) => h(CloseIcon, { className }),
  CircleIcon: (className) => h(CircleIcon, { className }),
  CircleCheckIcon: (className) => h(CircleCheckIcon, { className }),
  CommandForm: (className) => h(CommandForm, { className, title: 'Buy shares' }),
  CommandGrid: (className) => h(CommandGrid, { className }),
  Field: (className) =>
    h(Field, { className, label: 'Name', children: h(Input) as ReactElement<{ id?: string }> }),
  Input: (className) => h(Input, { className }),
  Textarea: (className) => h(Textarea, { className }),
  LineChart: (className) => h(LineChart, { className, title: 'Price', points: [{ turn: 1, value: 2 }] }),
  NativeSelect: (className) => h(NativeSelect, { className }),
  Skeleton: (className) => h(Skeleton, { className }),
  Table: (className) => h(Table, { className }),
};

/** Every `<Component className="…">` in app/ and components/ whose Component comes from components/ui. */
function overridesInTheApp(): { component: string; className: string; file: string }[] {
  const files = execFileSync('git', ['ls-files', 'app/**/*.tsx', 'components/**/*.tsx'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((file) => file && !file.startsWith('components/ui/'));
  const found: { component: string; className: string; file: string }[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (!source.includes('@/components/ui/')) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const fromUi = new Set<string>();
    const visit = (node: ts.Node) => {
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text.startsWith('@/components/ui/')
      ) {
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named)) for (const el of named.elements) fromUi.add(el.name.text);
      }
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        fromUi.has(node.tagName.getText(tree))
      ) {
        for (const attr of node.attributes.properties) {
          if (!ts.isJsxAttribute(attr) || attr.name.getText(tree) !== 'className') continue;
          const value = attr.initializer;
          const literal =
            value && ts.isStringLiteral(value)
              ? value.text
              : value &&
                  ts.isJsxExpression(value) &&
                  value.expression &&
                  ts.isStringLiteralLike(value.expression)
                ? value.expression.text
                : null;
          found.push({
            component: node.tagName.getText(tree),
            className: literal ?? '(an expression)',
            file,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

describe('cn', () => {
  it('joins and skips what is false', () => {
    const absent: string | null = null;
    expect(cn('a', false, undefined, ['b', absent], 'd')).toBe('a b d');
  });

  it('joins as clsx did, for every form it takes (nested lists, true, 0, empty strings)', () => {
    const cases: ClassValue[][] = [
      ['a', true, 0, '', 'b'],
      [['a', ['b', [null, 'c']]], 'd'],
      [[], '', false],
      ['a', 1, 'b'],
    ];
    for (const inputs of cases) expect(cn(...inputs)).toBe(clsx(inputs));
  });

  it('withDefaults drops a default whose utility the caller sets, variants included', () => {
    expect(withDefaults('w-full max-w-md', 'w-20')).toBe('max-w-md w-20');
    expect(withDefaults('w-full max-w-md', 'max-w-[40rem]')).toBe('w-full max-w-[40rem]');
    expect(withDefaults('w-full max-w-md', 'md:max-w-2xl')).toBe('w-full md:max-w-2xl');
    expect(withDefaults('mb-6', undefined)).toBe('mb-6');
    expect(withDefaults('mb-6', 'mb-0')).toBe('mb-0');
  });
});

describe('class lists without a conflict (what tailwind-merge used to settle)', () => {
  const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
  const sizes = ['md', 'lg', 'sm', 'icon'] as const;
  // buttonVariants names CSS classes (app/globals.css, .button and its modifiers); each @applies utilities.
  const css = readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');
  const applied = (name: string) => {
    const rule = new RegExp(`\\.${name} \\{\\s*(?:/\\*[^*]*\\*/\\s*)?@apply ([^;]+);`).exec(css);
    if (!rule) throw new Error(`app/globals.css has no .${name} rule with @apply`);
    return rule[1]!;
  };
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'buttonVariants %s %s',
    (variant, size) => {
      const names = buttonVariants({ variant, size }).split(' ');
      expect(names).toEqual(['button', `button--${variant}`, `button--${size}`]);
      expect(conflicts(`class="${names.map(applied).join(' ')}"`)).toEqual([]);
    },
  );

  it.each(['neutral', 'accent', 'success', 'danger', 'warning'] as const)('Badge %s', (tone) => {
    expect(conflicts(renderToStaticMarkup(h(Badge, { tone }, 'Open')))).toEqual([]);
  });

  it('finds a conflict (the check can fail)', () => {
    expect(conflicts('class="px-3 text-sm px-4"')).toEqual(['px-3']);
  });

  it('every className the app passes to a components/ui component', { timeout: 30_000 }, () => {
    const found = overridesInTheApp();
    expect(found.length).toBeGreaterThan(5);
    const problems = found.flatMap(({ component, className, file }) => {
      const render = RENDER[component];
      if (!render) return [`${file}: <${component} className="${className}">: add it to RENDER`];
      if (className === '(an expression)') return [`${file}: <${component}> takes a literal className here`];
      const dropped = conflicts(renderToStaticMarkup(render(className)));
      return dropped.length > 0
        ? [`${file}: <${component} className="${className}"> conflicts: ${dropped}`]
        : [];
    });
    expect(problems).toEqual([]);
  });
});
