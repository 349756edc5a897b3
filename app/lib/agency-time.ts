import { TZDate } from "@date-fns/tz";

/** Dates and times as the agency reads them (Toronto time), the same on the server and in the browser. */
const dateFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" });
const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Toronto",
});

export function formatAgencyDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatAgencyDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** The agency's time zone: every time staff type or read is Toronto time, stored in UTC. */
export const AGENCY_TIME_ZONE = "America/Toronto";

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value ("2026-12-01T09:30", or with a space where the
 * browser shows a plain text box) read as Toronto time; null when it is not a
 * real date and time. Daylight saving is the tz library's business: a time
 * skipped in spring moves forward an hour, as clocks do.
 */
export function agencyLocalToUtc(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = new TZDate(year, month - 1, day, hour, minute, AGENCY_TIME_ZONE);
  // 31 February rolls over into March: not a real date.
  if (date.getMonth() !== month - 1) return null;
  return new Date(date.getTime());
}

/** The `datetime-local` value showing a UTC time in Toronto time. */
export function utcToAgencyLocal(iso: string): string {
  const date = new TZDate(new Date(iso).getTime(), AGENCY_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const timeFormat = new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone: AGENCY_TIME_ZONE });

/** "10:04 a.m.": the autosave status line. */
export function formatAgencyTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The Toronto calendar date ("2026-11-26") and hour (0-23) of a UTC time: when daily jobs are due. */
export function agencyLocalDateAndHour(now: Date): { date: string; hour: number } {
  const local = utcToAgencyLocal(now.toISOString());
  return { date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}
