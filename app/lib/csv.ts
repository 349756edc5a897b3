/**
 * A spreadsheet cell: quoted, and a leading = + - @ (or tab/CR) neutralised
 * so a crafted email cannot run as a formula when the file is opened.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
