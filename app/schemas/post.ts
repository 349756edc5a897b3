import { z } from "zod";
import { agencyLocalToUtc } from "~/lib/agency-time";
import { slugify } from "~/lib/post-rules";
import { POST_LIMITS } from "./admin-form-rules";
import { typeable } from "./fields";
import { recordIdSchema } from "./record-id";

/**
 * The new/edit post form. Only the title is required; everything
 * else has the post defaults, applied in app/server/domain/posts.server.ts.
 */

/**
 * Each text field's most characters (POST_LIMITS), the SEO fields' recommended
 * lengths, the form's defaults: written in admin-form-rules.ts, without zod, so the
 * post form in the browser reads them from there; the schema below is built
 * from them. Re-exported for the server.
 */
export {
  emptyPostForm,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  POST_LIMITS,
  type PostFormDefaults,
} from "./admin-form-rules";

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

/** The dashboard's Publish/Unpublish buttons. */
export const postToggleSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: postIdSchema,
});
