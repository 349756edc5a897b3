/**
 * The posts feature's forms, checked on the server only (app/schemas/parse-form.ts):
 * the new/edit post form, the list's Publish/Unpublish and bulk forms, a
 * category, the editor's preview links, a revision's restore. Each text
 * field's most characters (POST_LIMITS, CATEGORY_NAME_MAX), the SEO fields'
 * recommended lengths and the form's defaults are written once, without zod,
 * in app/schemas/admin-form-rules.ts: the forms in the browser read them
 * there, and these schemas are built from them.
 */
import { z } from "zod";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { slugify } from "~/lib/post-rules";
import { CATEGORY_NAME_MAX, POST_LIMITS } from "~/schemas/admin-form-rules";
import { typeable } from "~/schemas/fields";
import { recordIdSchema } from "~/schemas/record-id";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .refine(...typeable(label))
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? "");

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** "Publish at": a Toronto date and time (datetime-local), or blank for "now". */
const publishAt = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? "").trim();
    if (!text) return null;
    const date = agencyLocalToUtc(text);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "Enter a date and time like 2026-12-01 09:30 (Toronto time), or leave it blank." });
      return z.NEVER;
    }
    return date;
  });

/** An absolute http(s) address, or blank. */
const canonicalUrl = z
  .string()
  .trim()
  .max(POST_LIMITS.canonical_url, `The canonical address can be at most ${POST_LIMITS.canonical_url} characters.`)
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "Enter a full web address starting with https://, or leave it blank.");

/**
 * The new/edit post form. Only the title is required; everything
 * else has the post defaults, applied in app/server/domain/posts.server.ts.
 */
export const postFormSchema = z.object({
  title: z
    .string({ error: "Enter a title." })
    .refine(...typeable("The title"))
    .trim()
    .min(1, "Enter a title.")
    .max(POST_LIMITS.title, `The title can be at most ${POST_LIMITS.title} characters.`)
    .refine((title) => slugify(title) !== "", "The title needs at least one letter or number: it makes the post's web address."),
  excerpt: optionalText(POST_LIMITS.excerpt, "The summary"),
  author: optionalText(POST_LIMITS.author, "The author"),
  author_role: optionalText(POST_LIMITS.author_role, "The author role"),
  category: optionalText(POST_LIMITS.category, "The category"),
  tags: optionalText(POST_LIMITS.tags, "The tags"),
  image_alt: optionalText(POST_LIMITS.image_alt, "The image description"),
  image_decorative: checkbox,
  featured: checkbox,
  published: checkbox,
  publish_at: publishAt,
  remove_image: checkbox,
  meta_title: optionalText(POST_LIMITS.meta_title, "The meta title"),
  meta_description: optionalText(POST_LIMITS.meta_description, "The meta description"),
  canonical_url: canonicalUrl,
  /** What a newly chosen social image shows: kept as its description in the media library. */
  social_image_alt: optionalText(POST_LIMITS.social_image_alt, "The social image's description"),
  /** The version the editor was opened at (edit only). */
  version: z.coerce.number().int().min(0).optional(),
  /** Edit only: make the slug and the read time again from the title and the body. */
  recompute: checkbox,
  /** New only: the language the post is written in (decision 0803); a saved post keeps its own. */
  language: z
    .enum(["en", "fr"], "Choose English or French.")
    .optional()
    .transform((value) => value ?? "en"),
  /** An image uploaded with an earlier attempt that failed validation. */
  pending_image: z
    .string()
    .optional()
    .transform((value) => value ?? ""),
  content: z
    .string()
    .refine(...typeable("The content", { multiline: true }))
    .max(POST_LIMITS.content, `The content can be at most ${POST_LIMITS.content.toLocaleString("en-CA")} characters.`)
    .optional()
    .transform((value) => value ?? ""),
});

/** What a valid post form holds (what the editor's action hands on to the domain). */
export type PostFormValues = z.output<typeof postFormSchema>;

/** The post id in /admin/edit/:id and friends. */
export const postIdSchema = recordIdSchema;

/** The post list's Publish/Unpublish buttons (on the dashboard). */
export const postToggleSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: postIdSchema,
});

/** At most one page of the post list at once. */
export const BULK_MAX = 25;

/**
 * The post list's bulk form: which action, on which posts (the ticked
 * checkboxes, `ids`), and for a delete whether the confirmation page was
 * answered (`confirm=yes`).
 */
export const postBulkSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"], "Choose what to do with the selected posts."),
  // One ticked box arrives as a single value, several as a list.
  ids: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(recordIdSchema),
  ).pipe(z.array(z.number()).min(1, "Select at least one post.").max(BULK_MAX, `Select at most ${BULK_MAX} posts at once.`)),
  confirm: z.literal("yes").optional(),
});

/** Add a category: a name, trimmed, not blank (uniqueness is checked by the server). */
export const categoryFormSchema = z.object({
  name: z
    .string({ error: "Enter a category name." })
    .refine(...typeable("The category name"))
    .trim()
    .min(1, "Enter a category name.")
    .max(CATEGORY_NAME_MAX, `A category name can be at most ${CATEGORY_NAME_MAX} characters.`)
    .refine((name) => name.toLowerCase() !== "all", "“All” is the blog's show-everything filter; choose another name."),
});

/** A category's name on the French blog (decision 0803): blank clears it. */
export const categoryFrenchNameSchema = z.object({
  intent: z.literal("french-name"),
  id: recordIdSchema,
  name_fr: z
    .string()
    .refine(...typeable("The French name"))
    .trim()
    .max(CATEGORY_NAME_MAX, `A French name can be at most ${CATEGORY_NAME_MAX} characters.`)
    .optional()
    .transform((value) => value ?? ""),
});

/** The editor's "Create the French version" button. */
export const frenchVersionSchema = z.object({ intent: z.literal("create-french") });

/** The editor's "Share a preview" forms: share a new link, or revoke one of the post's links. */
export const previewLinkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("revoke"), link: recordIdSchema }),
]);

/**
 * The revision page's "Restore this version" form: the post's version when
 * the comparison was shown, so a restore over text saved since (which the
 * person has not seen compared) is refused and the comparison shown again.
 */
export const revisionRestoreSchema = z.object({
  version: z
    .string({ error: "The form was incomplete. Reload the page and try again." })
    .regex(/^\d{1,9}$/, "The form was incomplete. Reload the page and try again.")
    .transform(Number),
});
