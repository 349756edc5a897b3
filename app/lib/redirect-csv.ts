/**
 * The redirects' CSV import (decision 0637): `from,to,status` rows, a header
 * row optional, read with csv-parse (quotes, commas inside quotes, a BOM,
 * Windows line ends). Pure: the rules of each row are the domain's.
 */

export interface RedirectCsvRow {
  /** The row's line in the file (1-based). */
  line: number;
  from: string;
  to: string;
  status: string;
}

export type RedirectCsvResult = { ok: true; rows: RedirectCsvRow[] } | { ok: false; message: string };

/** The rows of a CSV text, or why it cannot be read at all. */
export async function parseRedirectCsv(text: string): Promise<RedirectCsvResult> {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  // csv-parse is loaded by an import itself: no other request needs it.
  const { CsvError, parse } = await import("csv-parse/sync");
  try {
    records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"], info: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: `The CSV could not be read (${error.message}).` };
    throw error;
  }
  const rows = records.map(({ record, info }) => ({ line: info.lines, from: record[0] ?? "", to: record[1] ?? "", status: record[2] ?? "" }));
  // A header row ("from,to,status") is not a redirect.
  if (rows[0] && rows[0].from.toLowerCase() === "from" && rows[0].to.toLowerCase() === "to") rows.shift();
  return { ok: true, rows };
}
