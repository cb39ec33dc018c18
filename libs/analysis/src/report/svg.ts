interface Bar {
  readonly label: string;
  readonly value: number;
  /** An interval drawn as a whisker (a 95% interval). */
  readonly low?: number;
  readonly high?: number;
  /** The exact expectation, drawn as a tick across the bar. */
  readonly expected?: number;
  /** Shown on hover. */
  readonly note?: string;
}

export interface BarChart {
  readonly title: string;
  readonly bars: readonly Bar[];
  /** The value axis runs from 0 to this (1 for rates). */
  readonly max: number;
  readonly format: (value: number) => string;
}

/** Text as HTML and SVG show it, never as markup. */
export const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const WIDTH = 640;
const LABEL = 220;
const ROW = 24;

/** Horizontal bars: one row per group, so long labels stay readable. Plain SVG, no script. */
export function barChart(chart: BarChart): string {
  const plot = WIDTH - LABEL - 70;
  const x = (v: number) => LABEL + (Math.max(0, Math.min(chart.max, v)) / (chart.max || 1)) * plot;
  const height = 30 + chart.bars.length * ROW + 20;
  const rows = chart.bars.map((b, i) => {
    const y = 30 + i * ROW;
    const whisker =
      b.low !== undefined && b.high !== undefined
        ? `<line class="interval" x1="${x(b.low)}" x2="${x(b.high)}" y1="${y + 9}" y2="${y + 9}" stroke="#222" stroke-width="1.5"/>`
        : '';
    const expected =
      b.expected !== undefined
        ? `<line class="expected" x1="${x(b.expected)}" x2="${x(b.expected)}" y1="${y}" y2="${y + 18}" stroke="#c0392b" stroke-width="2"/>`
        : '';
    return [
      `<text x="${LABEL - 8}" y="${y + 13}" text-anchor="end" font-size="12">${escape(b.label)}</text>`,
      `<rect class="bar" x="${LABEL}" y="${y + 2}" width="${Math.max(1, x(b.value) - LABEL)}" height="14" fill="#4a7ab5"><title>${escape(b.note ?? chart.format(b.value))}</title></rect>`,
      whisker,
      expected,
      `<text x="${x(Math.max(b.value, b.high ?? 0)) + 6}" y="${y + 13}" font-size="11">${escape(chart.format(b.value))}</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escape(chart.title)}">
<text x="0" y="16" font-size="14" font-weight="bold">${escape(chart.title)}</text>
<line x1="${LABEL}" x2="${LABEL}" y1="26" y2="${height - 16}" stroke="#999"/>
${rows.join('\n')}
</svg>`;
}

export interface Histogram {
  readonly title: string;
  readonly values: readonly number[];
  readonly unit: string;
  readonly bins?: number;
}

/** Counts of values in equal bins, drawn as vertical bars. */
export function histogram(h: Histogram): string {
  const min = Math.min(...h.values);
  const max = Math.max(...h.values);
  const binCount = Math.max(1, Math.min(h.bins ?? 20, max - min + 1));
  const width = (max - min + 1) / binCount;
  const counts = Array.from({ length: binCount }, () => 0);
  for (const v of h.values) counts[Math.min(binCount - 1, Math.floor((v - min) / width))]++;
  const top = Math.max(...counts);
  const plotW = WIDTH - 60;
  const plotH = 160;
  const barW = plotW / binCount;
  const bars = counts.map((c, i) => {
    const hgt = (c / top) * plotH;
    const from = min + i * width;
    return `<rect class="bar" x="${50 + i * barW + 1}" y="${30 + plotH - hgt}" width="${Math.max(1, barW - 2)}" height="${Math.max(1, hgt)}" fill="#4a7ab5"><title>${Math.round(from)}–${Math.round(from + width - 1)} ${escape(h.unit)}: ${c} games</title></rect>`;
  });
  const height = 30 + plotH + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escape(h.title)}">
<text x="0" y="16" font-size="14" font-weight="bold">${escape(h.title)}</text>
${bars.join('\n')}
<line x1="50" x2="${50 + plotW}" y1="${30 + plotH}" y2="${30 + plotH}" stroke="#999"/>
<text x="50" y="${30 + plotH + 16}" font-size="11">${min}</text>
<text x="${50 + plotW}" y="${30 + plotH + 16}" font-size="11" text-anchor="end">${max} ${escape(h.unit)}</text>
<text x="46" y="${36}" font-size="11" text-anchor="end">${top}</text>
</svg>`;
}
