import { TZDate } from "@date-fns/tz";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";

/**
 * Business days as the office counts deadlines of days (complaints, accessibility
 * requests): Monday to Friday, Toronto time, without Ontario's nine public holidays
 * (Employment Standards Act, 2000, s. 1) and the weekday the office closes instead of
 * one that falls on a weekend. Decision 1000.
 */

/** "YYYY-MM-DD" of a calendar date (no time zone: plain arithmetic on the calendar). */
const day = (year: number, month: number, date: number) => {
  const d = new Date(Date.UTC(year, month - 1, date));
  return d.toISOString().slice(0, 10);
};

/** The nth (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return day(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

/** Easter Sunday (Gregorian, the anonymous algorithm), as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return [month, ((h + l - 7 * m + 114) % 31) + 1];
}

const cache = new Map<number, ReadonlySet<string>>();

/** The days the office is closed for a public holiday in a year, with the weekday taken instead of one on a weekend. */
export function ontarioHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const [easterMonth, easterDay] = easter(year);
  // Victoria Day: the Monday before 25 May.
  const may24 = new Date(Date.UTC(year, 4, 24)).getUTCDay();
  const victoria = day(year, 5, 24 - ((may24 + 6) % 7));
  const fixed = [day(year, 1, 1), day(year, 7, 1), day(year, 12, 25), day(year, 12, 26)];
  const closed = new Set<string>([
    ...fixed,
    nthWeekday(year, 2, 1, 3), // Family Day
    day(year, easterMonth, easterDay - 2), // Good Friday
    victoria,
    nthWeekday(year, 9, 1, 1), // Labour Day
    nthWeekday(year, 10, 1, 2), // Thanksgiving
  ]);
  for (const date of fixed) {
    let weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) continue;
    // The next weekday not already closed (Christmas on Saturday: Monday; Boxing Day then Tuesday).
    let next = new Date(`${date}T00:00:00Z`);
    do {
      next = new Date(next.getTime() + 86_400_000);
      weekday = next.getUTCDay();
    } while (weekday === 0 || weekday === 6 || closed.has(next.toISOString().slice(0, 10)));
    closed.add(next.toISOString().slice(0, 10));
  }
  cache.set(year, closed);
  return closed;
}

/** Whether a Toronto calendar day ("YYYY-MM-DD") is a working day of the office. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !ontarioHolidays(Number(date.slice(0, 4))).has(date);
}

/** The Toronto calendar day of an instant. */
export function agencyDay(at: Date): string {
  const local = new TZDate(at.getTime(), AGENCY_TIME_ZONE);
  return day(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/** The office's hours on a business day, Toronto time, 24-hour clock (the business facts' `officeHours`). */
export interface OfficeHours {
  open: number;
  close: number;
}

/**
 * The deadline `days` business days after `start`: the end (23:59:59.999 Toronto
 * time) of the `days`-th business day after the day it arrived (that day does not
 * count, whatever the hour). 0 days: the end of the day it arrived, or of the next
 * business day when it arrived on a day the office is closed or, given
 * `officeHours`, after closing time (before opening, that day is still ahead).
 */
export function addBusinessDays(start: Date, days: number, options: { officeHours?: OfficeHours } = {}): Date {
  let date = agencyDay(start);
  let left = days;
  const afterClosing = options.officeHours !== undefined && new TZDate(start.getTime(), AGENCY_TIME_ZONE).getHours() >= options.officeHours.close;
  if (left === 0 && (!isBusinessDay(date) || afterClosing)) left = 1;
  while (left > 0) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
    if (isBusinessDay(date)) left--;
  }
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, dayOfMonth, 23, 59, 59, 999, AGENCY_TIME_ZONE).getTime());
}

/** Business days from the day of `from` to the day of `to` (0 on the same day; the day of `from` not counted). */
export function businessDaysBetween(from: Date, to: Date): number {
  let date = agencyDay(from);
  const end = agencyDay(to);
  let count = 0;
  while (date < end) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
    if (isBusinessDay(date)) count++;
  }
  return count;
}
