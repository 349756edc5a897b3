import { lastDays, type DayRange } from "~/server/domain/analytics-report.server";
import { rangeSchema } from "./schemas";

/** The range a request asks for (`?from=&to=`): the last 30 days when it asks none, or asks one that is wrong (with the messages). */
export function requestedRange(url: URL): { range: DayRange; asked: { from: string; to: string }; errors: { from?: string; to?: string } } {
  const fallback = lastDays(30);
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  if (from === null && to === null) return { range: fallback, asked: fallback, errors: {} };
  const asked = { from: (from ?? "").slice(0, 20), to: (to ?? "").slice(0, 20) };
  const parsed = rangeSchema.safeParse(asked);
  if (parsed.success) return { range: parsed.data, asked: parsed.data, errors: {} };
  const errors: { from?: string; to?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !errors[field]) errors[field] = issue.message;
  }
  return { range: fallback, asked, errors };
}
