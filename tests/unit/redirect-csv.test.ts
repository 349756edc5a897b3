/** The redirects' CSV import reader (decision 0637): rows with their line, a header skipped, any line ending. */
import { describe, expect, test } from "vitest";
import { parseRedirectCsv } from "~/lib/redirect-csv";

describe("parseRedirectCsv", () => {
  test("reads from,to,status rows with their line, skipping a header, a BOM and blank lines, with mixed line ends", async () => {
    const result = await parseRedirectCsv('\ufefffrom,to,status\r\n/a,/b,301\n\n"/c,d",https://x.example/,302\r/e,/f\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, from: "/a", to: "/b", status: "301" },
        { line: 4, from: "/c,d", to: "https://x.example/", status: "302" },
        { line: 5, from: "/e", to: "/f", status: "" },
      ],
    });
  });

  test("a row without a header is a redirect; an unreadable file says why", async () => {
    expect(await parseRedirectCsv("/old,/new")).toEqual({ ok: true, rows: [{ line: 1, from: "/old", to: "/new", status: "" }] });
    const broken = await parseRedirectCsv('/a,"/b\n');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? "" : broken.message).toMatch(/^The CSV could not be read \(Quote Not Closed/);
  });
});
