/** One series of a bar chart: its name, its CSS class (the colour) and a value per day. */
export interface BarSeries {
  readonly key: string;
  readonly label: string;
  readonly values: readonly number[];
}

interface DayBarsProps {
  /** The chart's name, read by screen readers with the table below it. */
  readonly title: string;
  /** The days, oldest first, as shown under the chart and in the table. */
  readonly days: readonly string[];
  /** Stacked in this order from the bottom. */
  readonly series: readonly BarSeries[];
  /** The table's texts: its first column and the sum column, and the disclosure that opens it. */
  readonly dayLabel: string;
  readonly totalLabel: string;
  readonly tableLabel: string;
}

const BAR = 10;
const HEIGHT = 100;

/**
 * A bar per day, its series stacked, drawn in SVG scaled to the largest day
 * (no chart library: a few rectangles). Each bar says its day and values on
 * hover; the figures are also in a table under the chart, for screen readers
 * and for whoever wants the numbers.
 */
export function DayBars({ title, days, series, dayLabel, totalLabel, tableLabel }: DayBarsProps) {
  const totals = days.map((_, index) => series.reduce((sum, each) => sum + (each.values[index] ?? 0), 0));
  const top = Math.max(1, ...totals);
  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__title">{title}</figcaption>
      <ul className="stats-chart__legend">
        {series.map((each) => (
          <li key={each.key}>
            <span className={`stats-chart__swatch stats-series--${each.key}`} aria-hidden="true" />
            {each.label}
          </li>
        ))}
      </ul>
      <div className="stats-chart__plot">
        <span className="stats-chart__top" aria-hidden="true">
          {top}
        </span>
        <svg
          viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={title}
          className="stats-chart__svg"
        >
          {days.map((day, index) => {
            let base = HEIGHT;
            return (
              <g key={day}>
                <title>{`${day}: ${series.map((each) => `${each.label} ${each.values[index] ?? 0}`).join(', ')}`}</title>
                {series.map((each) => {
                  const height = ((each.values[index] ?? 0) / top) * (HEIGHT - 4);
                  base -= height;
                  return height > 0 ? (
                    <rect
                      key={each.key}
                      className={`stats-series--${each.key}`}
                      x={index * BAR + 1}
                      y={base}
                      width={BAR - 2}
                      height={height}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        <div className="stats-chart__axis" aria-hidden="true">
          <span>{days[0]}</span>
          <span>{days.at(-1)}</span>
        </div>
      </div>
      <details className="stats-chart__table">
        <summary>{tableLabel}</summary>
        <div className="stats-chart__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{dayLabel}</th>
                {series.map((each) => (
                  <th scope="col" key={each.key}>
                    {each.label}
                  </th>
                ))}
                {series.length > 1 && <th scope="col">{totalLabel}</th>}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {series.map((each) => (
                    <td key={each.key}>{each.values[index] ?? 0}</td>
                  ))}
                  {series.length > 1 && <td>{totals[index]}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
