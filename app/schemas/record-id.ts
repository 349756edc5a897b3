import { z } from "zod";

/**
 * A database id from a URL segment or a hidden field: decimal digits only
 * (no "0x1", "1e0", " 1" or "+1", which Number() would read as 1), a
 * positive safe integer. Numbers pass too (the JSON endpoint, tests).
 */
export const recordIdSchema = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
