import type { Page } from '@playwright/test';

/**
 * Every visible link and button whose text does not stand out from what is behind it: WCAG AA, 4.5:1 for
 * text, 3:1 for large text (24 px, or 18.66 px bold). The background is the first opaque one up the tree,
 * with translucent ones blended over it. axe skips some of these (a link styled as a button, colours from
 * cascade layers), which is how blue-on-blue calls to action once passed the audit.
 * Returns one line per offender: its text, both colours and the ratio.
 */
export async function lowContrastControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const rgb = value.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
      if (rgb)
        return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
      const srgb = value.match(/^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/);
      if (srgb) {
        return [
          Number(srgb[1]) * 255,
          Number(srgb[2]) * 255,
          Number(srgb[3]) * 255,
          srgb[4] === undefined ? 1 : Number(srgb[4]),
        ];
      }
      return null;
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    // Null when the background cannot be told (an image or a colour format we do not read).
    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (!colour) return null;
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let result: Rgba = parse(getComputedStyle(document.body).backgroundColor) ?? [255, 255, 255, 1];
      if (result[3] < 1) result = over(result, [255, 255, 255, 1]);
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const findings: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const text = (element.innerText ?? '').trim();
      if (!text || box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.matches(':disabled') || element.closest('[aria-hidden="true"]')) continue;
      const colour = parse(style.color);
      const background = backgroundOf(element);
      if (!colour || !background) continue;
      const foreground = colour[3] < 1 ? over(colour, background) : colour;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const value = ratio(foreground, background);
      if (value < (large ? 3 : 4.5)) {
        const show = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(',')})`;
        findings.push(
          `"${text.slice(0, 30)}" ${show(foreground)} on ${show(background)} ${value.toFixed(2)}:1`,
        );
      }
    }
    return findings;
  });
}
