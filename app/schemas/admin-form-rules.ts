/**
 * The limits and defaults of the admin forms, without zod (the admin's share
 * of form-rules.ts): the admin components in the browser take their
 * `maxLength`s and defaults from here, the schemas on the server build on
 * them (app/routes/admin/posts/schemas.ts; password.ts and two-factor.ts,
 * which re-export them).
 * The admin forms are checked by their actions only (decision 0012), so no
 * admin page's JavaScript carries zod or conform's zod adapter; importing a
 * schema module into a component for one of these constants would bring them
 * back. Apart from form-rules.ts so that neither side carries the other's words.
 */
export const CATEGORY_NAME_MAX = 60;

/**
 * Each post text field's most characters, by field name: the post schema
 * (app/routes/admin/posts/schemas.ts) is built from them and the form's `maxLength`s read them
 * (app/routes/admin/posts/PostForm.tsx).
 */
export const POST_LIMITS = {
  title: 200,
  excerpt: 500,
  author: 100,
  author_role: 100,
  /** A post's category is one of the category names. */
  category: CATEGORY_NAME_MAX,
  tags: 500,
  image_alt: 300,
  /** Kept as a new social image's description in the media library (MEDIA_DESCRIPTION_MAX). */
  social_image_alt: 300,
  meta_title: 200,
  meta_description: 500,
  canonical_url: 500,
  /**
   * Plenty for an article, and within the upload module's 64 KB of text fields. Its text area
   * has no maxLength: a longer paste gets the schema's message instead of being cut silently.
   */
  content: 50_000,
} as const;

/** Recommended lengths shown (and counted) beside the SEO fields: what search results show. */
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;

/** What the post form shows before anything is typed: a new post's, or an existing post's (app/routes/admin/posts/post-form.server.ts). */
export interface PostFormDefaults {
  title: string;
  excerpt: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  image_alt: string;
  image_decorative: boolean;
  content: string;
  featured: boolean;
  published: boolean;
  /** datetime-local value in Toronto time, or "". */
  publish_at: string;
  meta_title: string;
  meta_description: string;
  canonical_url: string;
  /** What a newly chosen social image shows: its description in the media library. */
  social_image_alt: string;
  /** The language the post is written in (chosen on a new post only, decision 0803). */
  language: "en" | "fr";
}

export const emptyPostForm: PostFormDefaults = {
  title: "",
  excerpt: "",
  author: "",
  author_role: "",
  category: "Uncategorized",
  tags: "",
  image_alt: "",
  image_decorative: false,
  content: "",
  featured: false,
  published: false,
  publish_at: "",
  meta_title: "",
  meta_description: "",
  canonical_url: "",
  social_image_alt: "",
  language: "en",
};

export const STAFF_NAME_MAX = 100;

/** The code field's `maxLength`: the longest code the pattern takes ("123 456"). */
export const AUTH_CODE_INPUT_MAX = 7;
/** The recovery code field's `maxLength`: a code is 12 characters with its dashes; the rest is room for spaces pasted around it (trimmed). */
export const RECOVERY_CODE_INPUT_MAX = 20;
/** A passkey's name as stored (cleanPasskeyName, app/server/domain/passkeys.server.ts) and its field's `maxLength`. */
export const PASSKEY_NAME_MAX = 60;

// --- Redirects (decision 0637) ---
/** A redirect's source path and target: their most characters (the domain holds the same numbers). */
export const REDIRECT_LIMITS = { from: 300, to: 2000 } as const;
/** The CSV import's text: within the 64 KB of a text form. */
export const REDIRECT_CSV_MAX = 60_000;
// --- care requests: the request page's note ---
export const CARE_NOTE_MAX = 2000;
// --- hiring: job postings, notes, email templates ---
export const POSTING_LIMITS = {
  title: 120,
  location_note: 200,
  description: 2000,
  responsibilities: 3000,
  requirements: 3000,
  experience: 200,
} as const;
export const NOTE_MAX = 5000;
export const TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;
/** The application list's page size, and the most a bulk move takes at once. */
export const APPLICATIONS_PAGE_SIZE = 25;
// --- newsletters ---
/** A newsletter's subject and introduction (its body is the post). */
export const NEWSLETTER_LIMITS = { subject: 200, intro: 1000 } as const;
/** The subscribers list's status filter. */
export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed"] as const;
/** At most this many rows in one subscriber import. */
export const IMPORT_MAX_ROWS = 5000;
// --- the media library (visual editor) ---
/** An image's description in the media library (its alt text wherever it is inserted), and its field's `maxLength`. */
export const MEDIA_DESCRIPTION_MAX = 300;
/** The media library's file field (the library's form, the editor's uploads). */
export const MEDIA_FILE_FIELD = "file";
