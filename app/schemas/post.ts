import { z } from "zod";
import { slugify } from "~/lib/post-rules";
import { typeable } from "./fields";
import { recordIdSchema } from "./record-id";

/**
 * The new/edit post form. Only the title is required; everything
 * else has the post defaults, applied in app/server/domain/posts.server.ts.
 */
const POST_TITLE_MAX = 200;
/** Plenty for an article, and within the upload module's 64 KB of text fields. */
const POST_CONTENT_MAX = 50_000;

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

export const postFormSchema = z.object({
  title: z
    .string({ error: "Enter a title." })
    .refine(...typeable("The title"))
    .trim()
    .min(1, "Enter a title.")
    .max(POST_TITLE_MAX, `The title can be at most ${POST_TITLE_MAX} characters.`)
    .refine((title) => slugify(title) !== "", "The title needs at least one letter or number: it makes the post's web address."),
  excerpt: optionalText(500, "The summary"),
  author: optionalText(100, "The author"),
  author_role: optionalText(100, "The author role"),
  category: optionalText(60, "The category"),
  tags: optionalText(500, "The tags"),
  image_alt: optionalText(300, "The image description"),
  featured: checkbox,
  published: checkbox,
  remove_image: checkbox,
  /** An image uploaded with an earlier attempt that failed validation. */
  pending_image: z
    .string()
    .optional()
    .transform((value) => value ?? ""),
  content: z
    .string()
    .refine(...typeable("The content", { multiline: true }))
    .max(POST_CONTENT_MAX, `The content can be at most ${POST_CONTENT_MAX.toLocaleString("en-CA")} characters.`)
    .optional()
    .transform((value) => value ?? ""),
});

/** What the post form shows before anything is typed: a new post's, or an existing post's (post-editor.server.ts). */
export interface PostFormDefaults {
  title: string;
  excerpt: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  image_alt: string;
  content: string;
  featured: boolean;
  published: boolean;
}

export const emptyPostForm: PostFormDefaults = {
  title: "",
  excerpt: "",
  author: "",
  author_role: "",
  category: "Uncategorized",
  tags: "",
  image_alt: "",
  content: "",
  featured: false,
  published: false,
};

/** The post id in /admin/edit/:id and friends. */
export const postIdSchema = recordIdSchema;

/** The dashboard's Publish/Unpublish buttons. */
export const postToggleSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: postIdSchema,
});
