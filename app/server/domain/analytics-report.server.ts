/**
 * What /admin/analytics shows (decision 0902), from the stored views: a range
 * of Toronto days, its totals beside the same length just before, per day,
 * top pages, referrers, campaigns, languages, region and service pages, 404s,
 * the forms' submissions beside their pages' views, and the care funnel.
 * Counts only: no row names a person. Unique visitors are per day (a visitor
 * hash lives one day), so a range's figure is the sum of its days'.
 */
import { sql } from "kysely";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { dayOf, flushPageViews, PAGE_VIEW_LIMITS } from "~/server/domain/page-views.server";
import { minuteOf } from "~/server/domain/page-view-rules.server";
import { clock } from "~/server/infra/clock.server";
import { db } from "~/server/infra/db.server";

export interface DayRange {
  /** First and last Toronto day, inclusive ("2026-11-07"). */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A calendar day plus `days` ("2026-12-31" + 1 = "2027-01-01"). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a range, first to last. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The range of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const length = daysOf(range).length;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The last `days` days up to today. */
export function lastDays(days: number, now = clock()): DayRange {
  const to = dayOf(now);
  return { from: addDays(to, 1 - days), to };
}

/** The forms and the pages they are on (both editions): submissions are counted from each one's own table. */
export const FORMS = [
  { key: "care", label: "Care request", pages: ["/request-care", "/fr/demande-de-soins"] },
  { key: "contact", label: "Contact message", pages: ["/contact", "/fr/nous-joindre"] },
  { key: "job", label: "Job application", pages: ["/job", "/fr/postuler"] },
  { key: "review", label: "Review", pages: ["/testimonials/new", "/fr/temoignages/nouveau"] },
  { key: "newsletter", label: "Newsletter sign-up", pages: ["/newsletter", "/fr/infolettre"] },
] as const;
type FormKey = (typeof FORMS)[number]["key"];

/** The UTC instants a range of Toronto days covers: [start, end). */
function instantsOf(range: DayRange): { start: string; end: string } {
  return {
    start: agencyLocalToUtc(`${range.from}T00:00`)!.toISOString(),
    end: agencyLocalToUtc(`${addDays(range.to, 1)}T00:00`)!.toISOString(),
  };
}

const inRange = (range: DayRange) => db().selectFrom("page_views").where("day", ">=", range.from).where("day", "<=", range.to);

export interface Count {
  key: string;
  views: number;
}

async function topBy(range: DayRange, column: "path" | "referrer_domain" | "language", status: number, limit: number, pathLike?: string[]): Promise<Count[]> {
  const rows = await inRange(range)
    .select([column, (eb) => eb.fn.sum<number>("views").as("views")])
    .where("status", "=", status)
    .where(column, "is not", null)
    .$if(pathLike !== undefined, (query) => query.where((eb) => eb.or(pathLike!.map((like) => eb("path", "like", like)))))
    .groupBy(column)
    .orderBy("views", "desc")
    .orderBy(column)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: String(row[column as keyof typeof row]), views: Number(row.views) }));
}

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
}

/** Page views (status 200) and unique visitors of each day of the range, days without any included. */
async function perDay(range: DayRange): Promise<DayFigures[]> {
  const rows = await inRange(range)
    .select(["day", (eb) => eb.fn.sum<number>("views").as("views"), (eb) => eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("status", "=", 200)
    .groupBy("day")
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((day) => ({ day, views: Number(byDay.get(day)?.views ?? 0), visitors: Number(byDay.get(day)?.visitors ?? 0) }));
}

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
  views: number;
}

async function campaigns(range: DayRange): Promise<Campaign[]> {
  const rows = await inRange(range)
    .select(["utm_source", "utm_medium", "utm_campaign", (eb) => eb.fn.sum<number>("views").as("views")])
    .where((eb) => eb.or([eb("utm_source", "is not", null), eb("utm_medium", "is not", null), eb("utm_campaign", "is not", null)]))
    .groupBy(["utm_source", "utm_medium", "utm_campaign"])
    .orderBy("views", "desc")
    .limit(20)
    .execute();
  return rows.map((row) => ({ source: row.utm_source ?? "", medium: row.utm_medium ?? "", campaign: row.utm_campaign ?? "", views: Number(row.views) }));
}

/** Each form's submissions in the range, from its own table, by created date. */
async function submissions(range: DayRange): Promise<Record<FormKey, number>> {
  const { start, end } = instantsOf(range);
  const count = async (table: "care_requests" | "submissions" | "testimonials" | "subscribers", kind?: "contact" | "job") => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .$if(kind !== undefined, (query) => query.where(sql.ref("kind"), "=", kind))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    care: await count("care_requests"),
    contact: await count("submissions", "contact"),
    job: await count("submissions", "job"),
    review: await count("testimonials"),
    newsletter: await count("subscribers"),
  };
}

export interface Conversion {
  key: FormKey;
  label: string;
  pages: readonly string[];
  views: number;
  submissions: number;
  /** Submissions per 100 views of the form's pages (null without views). */
  rate: number | null;
}

async function conversions(range: DayRange): Promise<Conversion[]> {
  const sent = await submissions(range);
  const views = await inRange(range)
    .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("status", "=", 200)
    .where("path", "in", FORMS.flatMap((form) => [...form.pages]))
    .groupBy("path")
    .execute();
  const viewsOf = (pages: readonly string[]) => views.filter((row) => pages.includes(row.path)).reduce((sum, row) => sum + Number(row.views), 0);
  return FORMS.map((form) => {
    const formViews = viewsOf(form.pages);
    return { key: form.key, label: form.label, pages: form.pages, views: formViews, submissions: sent[form.key], rate: formViews ? Math.round((sent[form.key] / formViews) * 1000) / 10 : null };
  });
}

export interface Funnel {
  visits: number;
  careRequests: number;
  contacted: number;
}

/** Visits (the days' unique visitors), care requests made in the range, and of those the ones staff moved on from New (their status history). */
async function funnel(range: DayRange, visits: number): Promise<Funnel> {
  const { start, end } = instantsOf(range);
  const made = db().selectFrom("care_requests").where("created_at", ">=", start).where("created_at", "<", end);
  const careRequests = await made.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const contacted = await made
    .where((eb) => eb.exists(eb.selectFrom("care_request_events").select("id").whereRef("care_request_events.request_id", "=", "care_requests.id").where("kind", "=", "status")))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { visits, careRequests: Number(careRequests.n), contacted: Number(contacted.n) };
}

export interface Totals {
  views: number;
  visitors: number;
  notFound: number;
}

async function totalsOf(range: DayRange): Promise<{ totals: Totals; days: DayFigures[] }> {
  const days = await perDay(range);
  const notFound = await inRange(range).select((eb) => eb.fn.sum<number>("views").as("n")).where("status", "=", 404).executeTakeFirstOrThrow();
  return {
    days,
    totals: { views: days.reduce((sum, day) => sum + day.views, 0), visitors: days.reduce((sum, day) => sum + day.visitors, 0), notFound: Number(notFound.n) },
  };
}

export interface MonthFigures {
  month: string;
  views: number;
  visitors: number;
}

/** The monthly totals kept for views older than two years, for the months of the range. */
async function olderMonths(range: DayRange): Promise<MonthFigures[]> {
  const rows = await db()
    .selectFrom("page_view_months")
    .select(["month", (eb) => eb.fn.sum<number>("views").as("views"), (eb) => eb.fn.sum<number>("visitors").as("visitors")])
    .where("status", "=", 200)
    .where("month", ">=", range.from.slice(0, 7))
    .where("month", "<=", range.to.slice(0, 7))
    .groupBy("month")
    .orderBy("month")
    .execute();
  return rows.map((row) => ({ month: row.month, views: Number(row.views), visitors: Number(row.visitors) }));
}

export interface AnalyticsReport {
  range: DayRange;
  previous: DayRange;
  totals: Totals;
  previousTotals: Totals;
  days: DayFigures[];
  pages: Count[];
  referrers: Count[];
  campaigns: Campaign[];
  languages: Count[];
  regionPages: Count[];
  servicePages: Count[];
  notFound: Count[];
  conversions: Conversion[];
  previousConversions: Conversion[];
  funnel: Funnel;
  months: MonthFigures[];
}

/** Everything the page shows for `range` (what this process counted is written first). */
export async function analyticsReport(range: DayRange): Promise<AnalyticsReport> {
  await flushPageViews();
  const previous = previousRange(range);
  const current = await totalsOf(range);
  const before = await totalsOf(previous);
  return {
    range,
    previous,
    totals: current.totals,
    previousTotals: before.totals,
    days: current.days,
    pages: await topBy(range, "path", 200, 20),
    referrers: await topBy(range, "referrer_domain", 200, 20),
    campaigns: await campaigns(range),
    languages: await topBy(range, "language", 200, 2),
    regionPages: await topBy(range, "path", 200, 40, ["/location/%", "/fr/emplacements/%"]),
    servicePages: await topBy(range, "path", 200, 40, ["/services/%", "/fr/services/%"]),
    notFound: await topBy(range, "path", 404, 20),
    conversions: await conversions(range),
    previousConversions: await conversions(previous),
    funnel: await funnel(range, current.totals.visitors),
    months: await olderMonths(range),
  };
}

export interface RecentViews {
  views: number;
  visitors: number;
  pages: Count[];
}

/** The last 30 minutes: views (404s included), distinct visitors, pages. */
export async function recentViews(now = clock()): Promise<RecentViews> {
  await flushPageViews();
  const since = minuteOf(new Date(now.getTime() - PAGE_VIEW_LIMITS.visitMinutes * 60_000));
  const recent = db().selectFrom("page_views").where("viewed_at", ">=", since).where("day", ">=", dayOf(new Date(now.getTime() - DAY_MS)));
  const total = await recent
    .select([(eb) => eb.fn.sum<number>("views").as("views"), (eb) => eb.fn.count<number>(sql`day || visitor`).distinct().as("visitors")])
    .executeTakeFirstOrThrow();
  const pages = await recent
    .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(10)
    .execute();
  return { views: Number(total.views ?? 0), visitors: Number(total.visitors), pages: pages.map((row) => ({ key: row.path, views: Number(row.views) })) };
}

/** The range's figures as CSV rows: per day, then pages, referrers, campaigns, languages, 404s and forms. */
export function reportRows(report: AnalyticsReport): Array<[string, string, number, number | string]> {
  return [
    ...report.days.map((day): [string, string, number, number] => ["day", day.day, day.views, day.visitors]),
    ...report.pages.map((row): [string, string, number, string] => ["page", row.key, row.views, ""]),
    ...report.referrers.map((row): [string, string, number, string] => ["referrer", row.key, row.views, ""]),
    ...report.campaigns.map((row): [string, string, number, string] => ["campaign", [row.source, row.medium, row.campaign].join(" / "), row.views, ""]),
    ...report.languages.map((row): [string, string, number, string] => ["language", row.key, row.views, ""]),
    ...report.notFound.map((row): [string, string, number, string] => ["not found", row.key, row.views, ""]),
    ...report.conversions.map((row): [string, string, number, number] => ["form", row.label, row.views, row.submissions]),
  ];
}
