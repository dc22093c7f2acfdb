import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@/lib/platform/theme';

// Guards the palette in globals.css against WCAG AA regressions: 4.5:1 for text, 3:1 for control edges.

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8');

function palette(selector: string): Map<string, string> {
  // The selector may end a selector list (":root,\n:root[data-theme='light'] {").
  const start = css.search(new RegExp(`(^|[,\\s])${selector.replace(/[[\]()'=:]/g, '\\$&')} \\{`, 'm'));
  if (start === -1) throw new Error(`no block for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  const variables = new Map<string, string>();
  for (const match of body.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) {
    variables.set(match[1]!, match[2]!.toLowerCase());
  }
  return variables;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'accent-soft'],
  ['text', 'danger-soft'],
  ['text', 'warning-soft'],
  ['text', 'code-bg'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'accent-soft'],
  ['muted', 'warning-soft'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['link', 'warning-soft'],
  ['on-accent', 'accent'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['success', 'bg'],
  ['success', 'surface'],
];

const EDGE_PAIRS: [string, string][] = [
  ['control-border', 'surface'],
  ['control-border', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'accent-soft'],
  ['warning-border', 'warning-soft'],
];

const VARIABLES = [...new Set([...TEXT_PAIRS, ...EDGE_PAIRS].flat())];
const PALETTES = THEMES.filter((theme) => theme !== 'system');
const dark = palette(":root[data-theme='dark']");

describe('palettes', () => {
  it('exist for every theme but system, each defining every color', () => {
    for (const theme of PALETTES) {
      const colors = palette(`:root[data-theme='${theme}']`);
      expect([...colors.keys()], theme).toEqual(expect.arrayContaining(VARIABLES.map((v) => `color-${v}`)));
    }
  });

  it('make oled true black', () => {
    expect(palette(":root[data-theme='oled']").get('color-bg')).toBe('#000000');
  });
});

describe.each(PALETTES.map((theme) => [theme, palette(`:root[data-theme='${theme}']`)] as const))(
  '%s palette',
  (_name, colors) => {
    const color = (name: string) => {
      const value = colors.get(name);
      if (!value) throw new Error(`--color-${name} is not defined`);
      return value;
    };

    it.each(TEXT_PAIRS)('--color-%s on --color-%s meets 4.5:1', (fg, bg) => {
      expect(contrastRatio(color(`color-${fg}`), color(`color-${bg}`))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(EDGE_PAIRS)('--color-%s against --color-%s meets 3:1', (fg, bg) => {
      expect(contrastRatio(color(`color-${fg}`), color(`color-${bg}`))).toBeGreaterThanOrEqual(3);
    });
  },
);

describe('system dark fallback', () => {
  it('repeats the dark palette exactly', () => {
    expect(palette(':root:not([data-theme])')).toEqual(dark);
  });
});

describe('contrastRatio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
