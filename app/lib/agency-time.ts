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
