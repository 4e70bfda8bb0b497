// A TextTable (analytics-tables.ts) on screen: a table on desktop; on phones each row is a card
// whose cells carry their column's name. The cells' text is exactly what Export CSV writes.
import type { TextTable } from './analytics-tables.ts';

const th = 'px-3 py-2 font-semibold text-sm text-subtle whitespace-nowrap';
const td =
  'flex justify-between gap-3 md:table-cell md:px-3 md:py-2 md:text-right md:first:text-left';

export function TextTableView({
  table,
  caption,
  testId,
}: {
  table: TextTable;
  caption: string;
  testId?: string;
}) {
  const rows = table.footer ? [...table.rows, table.footer] : table.rows;
  return (
    // A region that scrolls sideways is one a keyboard must reach (axe:
    // scrollable-region-focusable): focused, the arrow keys scroll it.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard.
      tabIndex={0}
      className="md:overflow-x-auto md:rounded-xl md:border md:border-line md:bg-surface focus-visible:outline-3 focus-visible:outline-gold"
    >
      <table className="block w-full text-sm tabular-nums md:table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-line border-b">
            {table.header.map((label, c) => (
              <th key={label} scope="col" className={`${th} ${c > 0 ? 'text-right' : 'text-left'}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
          {rows.map((row, r) => (
            <tr
              // Rows are whole days or weeks: their first cell is unique.
              key={row[0] ?? r}
              data-testid="text-table-row"
              className={`flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:p-0 ${
                table.footer && r === rows.length - 1 ? 'font-semibold' : ''
              }`}
            >
              {row.map((cell, c) =>
                c === 0 ? (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    key={c}
                    scope="row"
                    className="text-left font-semibold md:px-3 md:py-2"
                    data-cell=""
                  >
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <td key={c} className={td}>
                    <span aria-hidden="true" className="text-subtle md:hidden">
                      {table.header[c]}
                    </span>
                    <span data-cell="">{cell}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
