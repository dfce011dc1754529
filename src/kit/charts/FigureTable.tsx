import { renderedByReact } from '../../lib/react-renderer';
import './FigureTable.css';

export interface FigureColumn {
  label: string;
  /** A shorter name for screen readers repeating the header (`lun.` for `lundi`). */
  abbr?: string | undefined;
}

export interface FigureRow {
  head: string;
  cells: readonly string[];
}

export interface FigureTableProps {
  /** The disclosure's label ("The numbers"). */
  summary: string;
  /** Names the table; without one, the heading of the section around it does. */
  caption?: string | undefined;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** An empty top-left cell, when the rows' headings need no column title. */
  corner?: boolean | undefined;
  /** A wide table scrolls sideways inside its card. */
  scroll?: boolean | undefined;
}

/**
 * The figures behind a chart, as a table behind a disclosure: one row per entry, its heading cell
 * first. Rendered by the pages at build and by the lab's island alike.
 */
export const FigureTable = /* @__PURE__ */ renderedByReact(function FigureTable({ summary, caption, columns, rows, corner = false, scroll = false }: FigureTableProps) {
  const table = (
    <table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {corner && <td />}
          {columns.map((column) => (
            <th key={column.label} scope="col" abbr={column.abbr}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <th scope="row">{row.head}</th>
            {row.cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className="figure-table">
      <summary>{summary}</summary>
      {scroll ? <div className="figure-table-scroll">{table}</div> : table}
    </details>
  );
});
