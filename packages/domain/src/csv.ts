// CSV as RFC 4180 writes it (fields quoted when they hold `"`, `,`, CR or LF; quotes doubled;
// CRLF between records), with the spreadsheet guard OWASP's CSV injection page describes: a cell
// starting with `=`, `+`, `-`, `@`, a tab or CR would be read as a formula by Excel or Sheets, so
// it gets a leading `'` and is shown as the text it is. Spreadsheets skip leading whitespace and
// invisible characters before they look (" =1+1", "\n=1+1", NBSP or BOM first all run), so those
// count as the start too, and so do the full-width signs, a line feed and NUL (OWASP ASVS
// 1.2.10). Used by the admin analytics export.

const FORMULA_START =
  /^(?:[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r\n\0])/u;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised if it could start a formula, then quoted if it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells (the first row is the header) as one CSV text, each record ending in CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
