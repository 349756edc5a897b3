/** Dates of posts, the same on the server and in the browser (Toronto time). */
const dateFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" });
const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Toronto",
});

export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatPostDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
