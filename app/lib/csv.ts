/**
 * A spreadsheet cell: quoted, and a leading = + - @ (or tab/CR) neutralised
 * so a crafted email cannot run as a formula when the file is opened.
 */
export function csvCell(value: string | number | null): string {
  return `"${spreadsheetSafe(value).replace(/"/g, '""')}"`;
}

/** The text of a cell with a leading = + - @ (or tab/CR) neutralised, unquoted (for csv-stringify). */
export function spreadsheetSafe(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
