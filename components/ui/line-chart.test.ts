import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineChart, lineChartLayout, seriesChartLayout } from './LineChart';

const points = [
  { turn: 1, value: 4.1 },
  { turn: 2, value: 4.6 },
  { turn: 3, value: 3.2 },
  { turn: 4, value: 5.05 },
];

describe('the line chart', () => {
  it('draws straight segments through every point and round tick values', () => {
    const layout = lineChartLayout(points, '%');
    expect(layout.path.match(/[ML]/g)).toEqual(['M', 'L', 'L', 'L']);
    expect(layout.path).not.toMatch(/[CQS]/);
    expect(layout.yTicks.map((t) => t.value)).toEqual([3, 3.5, 4, 4.5, 5, 5.5]);
    expect(layout.yTicks.map((t) => t.label)).toContain('4.5%');
    expect(layout.xTicks.map((t) => t.turn)).toEqual([1, 2, 3, 4]);
  });

  it('gives a flat series a band, so its line sits inside the chart', () => {
    const layout = lineChartLayout([
      { turn: 5, value: 2 },
      { turn: 6, value: 2 },
    ]);
    expect(layout.yTicks.length).toBeGreaterThan(1);
    expect(new Set(layout.yTicks.map((t) => t.label)).size).toBe(layout.yTicks.length);
  });

  it('renders an accessible SVG with the numbers in a table', () => {
    const html = renderToStaticMarkup(
      createElement(LineChart, {
        title: 'Inflation',
        points,
        unit: '%',
        formatValue: (v: number) => `${v}%`,
      }),
    );
    expect(html).toMatch(
      /<svg[^>]+role="img" aria-label="Inflation by turn, 4 points; latest 5.05% at turn 4"/,
    );
    expect(html).toContain('Show as table');
    expect(html.match(/<tr>/g)).toHaveLength(5);
  });

  it('says so when there is nothing to draw', () => {
    const html = renderToStaticMarkup(createElement(LineChart, { title: 'Inflation', points: [] }));
    expect(html).toContain('No data yet.');
    expect(html).not.toContain('<svg');
  });
});

describe('the line chart with several series', () => {
  const series = [
    { name: 'Average', points },
    { name: 'Weighted', points: points.map((p) => ({ turn: p.turn, value: p.value + 1 })) },
  ];

  it('draws one path per series, each with its own dash, and a legend naming them', () => {
    const layout = seriesChartLayout(series);
    expect(layout.paths).toHaveLength(2);
    const html = renderToStaticMarkup(createElement(LineChart, { title: 'Approval', series }));
    expect(html.match(/<path /g)).toHaveLength(2);
    expect(html).toContain('stroke-dasharray="7 4"');
    expect(html).toContain('Average: ');
    expect(html).toContain('Weighted: ');
    expect(html).toMatch(/aria-label="Approval by turn, 2 lines, 4 points; latest Average [^"]+, Weighted /);
    // One column per series in the table.
    expect(html).toMatch(/<th scope="col">Average<\/th><th scope="col">Weighted<\/th>/);
  });

  it('keeps a fixed domain and draws steps when asked', () => {
    const layout = seriesChartLayout([{ name: 'Share', points }], { domain: [0, 100], step: true });
    expect(layout.yTicks[0]!.value).toBe(0);
    expect(layout.yTicks.at(-1)!.value).toBe(100);
    expect(layout.path).toMatch(/^M[\d.,]+(H[\d.]+V[\d.]+){3}$/);
  });
});
