/**
 * The service-disruption notice form (decision 1020), checked on the server
 * only: both languages' texts (a public notice shows French on the French
 * edition), the pages (all, or at least one group), and the period in Toronto
 * time, its end after its start.
 */
import { z } from "zod";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { ALL_PAGES, isNoticePageGroup } from "~/lib/service-notices";
import { NOTICE_LIMITS } from "./limits";
import { typeable } from "~/schemas/fields";

const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `Write the ${label}.` })
    .refine(...typeable(`The ${label}`, { multiline }))
    .trim()
    .min(1, `Write the ${label}.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-CA")} characters.`);

const agencyTime = (what: string) =>
  z.string({ error: `Give the ${what} date and time.` }).transform((value, ctx) => {
    const date = agencyLocalToUtc(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: `Give the ${what} date and time, like 2026-12-01 09:30 (Toronto time).` });
      return z.NEVER;
    }
    return date;
  });

export const noticeFormSchema = z
  .object({
    title_en: text("English title", NOTICE_LIMITS.title),
    reason_en: text("English reason", NOTICE_LIMITS.reason, true),
    alternatives_en: text("English alternatives", NOTICE_LIMITS.alternatives, true),
    title_fr: text("French title", NOTICE_LIMITS.title),
    reason_fr: text("French reason", NOTICE_LIMITS.reason, true),
    alternatives_fr: text("French alternatives", NOTICE_LIMITS.alternatives, true),
    scope: z.enum([ALL_PAGES, "some"], "Choose every public page, or the pages it concerns."),
    pages: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().refine(isNoticePageGroup, "Choose pages from the list.")),
    ),
    starts_at: agencyTime("start"),
    ends_at: agencyTime("end"),
  })
  .superRefine((value, ctx) => {
    if (value.scope === "some" && value.pages.length === 0) {
      ctx.addIssue({ code: "custom", path: ["pages"], message: "Tick the pages it concerns, or choose every public page." });
    }
    if (value.ends_at.getTime() <= value.starts_at.getTime()) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "The end must be after the start." });
    }
  });
