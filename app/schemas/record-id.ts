import { z } from "zod";

/** A database id from a URL segment or a hidden field: a positive integer. */
export const recordIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
