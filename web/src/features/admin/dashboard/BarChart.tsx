import { useId } from 'react';
import { cx } from '../../../components/ui/cx';

export interface Bar {
  /** Unique among the bars. */
  key: string;
  /** How the bar's moment reads (the first and last are written under the chart, each row of the table). */
  label: string;
  count: number;
}

const WIDTH = 600;

/**
 * Counts over time as bars drawn in SVG (no chart library for a few small charts). The picture is one
 * image with a summary for screen readers; the same numbers follow as a table (`tableBars`: all of them,
 * or the ones worth reading).
 */
export function BarChart({
  bars,
  title,
  summary,
  peakSuffix = '',
  height = 180,
  axis = 22,
  className,
  table,
}: {
  bars: readonly Bar[];
  /** What the bars count, as the image's title starts ("Registrations per day"). */
  title: string;
  summary: string;
  /** After the peak's count under the chart ("/min"). */
  peakSuffix?: string;
  height?: number;
  axis?: number;
  className?: string;
  table: { summary: string; caption: string; keyHeading: string; countHeading: string; bars?: readonly Bar[] };
}) {
  const titleId = useId();
  const peak = bars.reduce((best, b) => (b.count > best ? b.count : best), 0);
  const max = Math.max(1, peak);
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = height - axis;
  const rows = table.bars ?? bars;

  return (
    <figure className={cx('chart', className)}>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{`${title}. ${summary}`}</title>
        <line className="chart__axis" x1={0} x2={WIDTH} y1={plotHeight} y2={plotHeight} />
        {bars.map((b, index) => {
          const barHeight = (b.count / max) * (plotHeight - 8);
          return (
            <rect
              key={b.key}
              className="chart__bar"
              x={index * slot + (slot - barWidth) / 2}
              y={plotHeight - barHeight}
              width={barWidth}
              height={barHeight}
            />
          );
        })}
      </svg>
      <div className="chart__labels" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>
          Peak {peak.toLocaleString('en')}
          {peakSuffix}
        </span>
        <span>{bars.at(-1)?.label}</span>
      </div>
      <figcaption className="chart__caption">{summary}</figcaption>
      {rows.length > 0 && (
        <details className="chart__table">
          <summary>{table.summary}</summary>
          <table className="data-table data-table--compact">
            <caption className="visually-hidden">{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{table.keyHeading}</th>
                <th scope="col" className="cell-number">
                  {table.countHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.key}>
                  <td>{b.label}</td>
                  <td className="cell-number">{b.count.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
