/**
 * The budget on `npm run bench`'s ratios (decision 1042): the built server, page cache on and
 * PAGE_CACHE=off, against a bare node:http server answering the same bytes
 * (scripts/bare-server.mjs). For each of the bench's six pages, bare CPU per request over the
 * product's, the median of alternating rounds (scripts/bench-measure.mjs), may fall at most 20 %
 * below the committed baseline (tests/budgets/bench-ratios.json; `npm run bench --
 * --write-baseline` makes it again). Needs a build (npm test builds before this stage).
 */
import fs from "node:fs";
import { expect, test } from "vitest";
import { measureRatios, RATIO_TOLERANCE } from "../../scripts/bench-measure.mjs";

interface Baseline {
  made: string;
  ratios: Record<string, Record<string, number>>;
}
const baseline = JSON.parse(fs.readFileSync("tests/budgets/bench-ratios.json", "utf8")) as Baseline;
type Measured = Awaited<ReturnType<typeof measureRatios>>;

/** The pages whose ratio fell more than the tolerance below the baseline, by mode. */
function fallen(measured: Measured): Record<string, string[]> {
  const below: Record<string, string[]> = {};
  for (const [mode, pages] of Object.entries(measured.ratios)) {
    for (const [page, ratio] of Object.entries(pages)) {
      const expected = baseline.ratios[mode]?.[page];
      if (expected !== undefined && ratio < expected * (1 - RATIO_TOLERANCE)) (below[mode] ??= []).push(page);
    }
  }
  return below;
}

// CPU per request, not req/s: this stage runs beside others, and the server's CPU time per
// request is much less swayed by the machine's load than its throughput.
test("each page's bare-over-product CPU per request, cached and cache off, stays within 20 % of the baseline", async () => {
  const first = await measureRatios();
  expect(Object.keys(first.ratios).sort()).toEqual(Object.keys(baseline.ratios).sort());
  // A page below is measured again, with twice the rounds: one slow moment of a shared machine is
  // not a regression, a change of the code stays below.
  const suspects = fallen(first);
  const again = Object.keys(suspects).length ? await measureRatios({ rounds: 2 * first.rounds, only: suspects }) : null;
  const confirmed = again ? fallen(again) : {};
  // BENCH_RATIOS_OUT: a file each run's measurement is appended to, to see their spread over runs.
  if (process.env.BENCH_RATIOS_OUT) fs.appendFileSync(process.env.BENCH_RATIOS_OUT, `${JSON.stringify({ first: first.ratios, suspects, again: again?.ratios ?? null })}\n`);
  const report = Object.entries(confirmed).flatMap(([mode, pages]) =>
    pages.map((page) => `${mode} ${page}: ${again!.ratios[mode]![page]} against ${baseline.ratios[mode]![page]}, first ${first.ratios[mode]![page]}`),
  );
  expect(report, `measured ${JSON.stringify(first.ratios)}`).toEqual([]);
}, 120_000);
