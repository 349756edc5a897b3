import { z } from "zod";

/** The largest id the tables hold: their id columns are 32-bit integers on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A database id from a URL segment or a hidden field: decimal digits only
 * (no "0x1", "1e0", " 1" or "+1", which Number() would read as 1), from 1 to
 * MAX_RECORD_ID (a larger one is no row: PostgreSQL would refuse the query).
 * Numbers pass too (the JSON endpoint, tests).
 */
export const recordIdSchema = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_RECORD_ID));
