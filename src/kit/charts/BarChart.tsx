import { barChartLayout } from '../../lib/bar-chart';
import { renderedByReact } from '../../lib/react-renderer';
import { FigureTable } from './FigureTable';
import './BarChart.css';

export interface Bar {
  /** The bar's name in the table (`November 2026`). */
  label: string;
  /** Under the bar on wide screens (`Nov`), and on phones (`N`, defaults to `axis`); empty or none for no label. */
  axis?: string | undefined;
  narrow?: string | undefined;
  value: number;
}

export interface BarChartProps {
  /** Prefixes the ids of the summary (`{id}-summary`) and of the peak's sentence (`{id}-peak`). */
  id: string;
  /** The id of the visible heading that names the chart. */
  labelledby: string;
  bars: readonly Bar[];
  /** One sentence with what the chart shows (total, peak). */
  summary: string;
  /** A sentence naming the busiest bar, under the chart beside its colour; the peak's value is then not written over it. */
  peak?: string | undefined;
  /** Two labels at the ends of the axis (the first and last day), instead of one under each bar. */
  ends?: readonly [string, string] | undefined;
  /** The share of each bar's slot left empty around it (0 to 1). */
  gap?: number | undefined;
  /** The table of the same figures: its disclosure's label, caption and column headers. */
  numbers: string;
  caption?: string | undefined;
  columns: readonly [string, string];
  format: (n: number) => string;
}

/**
 * A bar chart, rendered at build by the pages and live by the lab's island: an SVG image named by
 * its heading and a summary sentence, a y-scale of 3 to 5 round gridlines, the tallest bars marked;
 * the same figures follow in a table. The SVG has no viewBox: its shapes are placed in percentages
 * and its text keeps the page's size, whatever the width (`barChartLayout`).
 */
export const BarChart = /* @__PURE__ */ renderedByReact(function BarChart(props: BarChartProps) {
  const { id, labelledby, bars, summary, peak, ends, gap, numbers, caption, columns, format } = props;
  const layout = barChartLayout(bars.map((bar) => bar.value), gap);
  const names = [labelledby, `${id}-summary`, ...(peak ? [`${id}-peak`] : [])];
  return (
    <div className="bar-chart">
      <svg className="bars" role="img" aria-labelledby={names.join(' ')}>
        <g data-scale>
          {layout.ticks.map((tick) => (
            <g key={tick.value} className="tick">
              <line className="gridline" data-tick={tick.value} x1="0" x2="100%" y1={tick.y} y2={tick.y} />
              <text x="-0.5em" y={tick.y} dy="0.35em">{format(tick.value)}</text>
            </g>
          ))}
        </g>
        {layout.bars.map((place, i) => {
          const bar = bars[i]!;
          const narrow = bar.narrow ?? bar.axis;
          return (
            <g key={i} className={place.peak ? 'bar peak' : 'bar'}>
              {place.value > 0 && <rect x={place.x} width={place.width} y={place.y} height={place.height} rx="2" data-peak={place.peak ? '' : undefined} />}
              {place.peak && !peak && <text className="value" x={place.center} y={place.y} dy="-0.45em">{format(place.value)}</text>}
              {!ends && bar.axis && <text className="axis wide" x={place.center} y="100%" dy="1.35em">{bar.axis}</text>}
              {!ends && narrow && <text className="axis narrow" x={place.center} y="100%" dy="1.35em">{narrow}</text>}
            </g>
          );
        })}
        {ends && (
          <g className="ends">
            <text className="axis" x="0" y="100%" dy="1.35em">{ends[0]}</text>
            <text className="axis" x="100%" y="100%" dy="1.35em">{ends[1]}</text>
          </g>
        )}
      </svg>
      {peak && (
        <p id={`${id}-peak`} className="peak-line">
          <span className="swatch" aria-hidden="true" />
          {peak}
        </p>
      )}
      <p id={`${id}-summary`} className="summary muted">{summary}</p>
      <FigureTable summary={numbers} caption={caption} columns={columns.map((label) => ({ label }))} rows={bars.map((bar) => ({ head: bar.label, cells: [format(bar.value)] }))} />
    </div>
  );
});
