import { data } from "react-router";
import { recordIdSchema } from "~/schemas/record-id";

/** A record page's `:id`: its number, or a 404 for anything that is no record's id (the database is never asked). */
export function recordIdParam(value: string | undefined): number {
  const parsed = recordIdSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
