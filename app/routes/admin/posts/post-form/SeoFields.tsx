import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { FileField, TextAreaField, TextField } from "~/components/forms/Field";
import { slugify } from "~/lib/post-rules";
import { useSiteUrl } from "~/lib/root-data";
import { META_DESCRIPTION_RECOMMENDED, META_TITLE_RECOMMENDED, POST_LIMITS } from "~/schemas/admin-form-rules";
import { KeptImage } from "./KeptImage";

/** What the search-result preview and the counters show; kept current as the editor types (with JavaScript). */
export interface SeoDraft {
  title: string;
  excerpt: string;
  meta_title: string;
  meta_description: string;
  canonical_url: string;
}

/** The fields the search preview and the counters follow as the editor types. */
const SEO_DRAFT_FIELDS = new Set<string>(["title", "excerpt", "meta_title", "meta_description", "canonical_url"]);

/** The search preview's text: the form's values, then each input event of the fields it follows. */
export function useSeoDraft(defaults: SeoDraft) {
  const [draft, setDraft] = useState<SeoDraft>(() => ({
    title: defaults.title,
    excerpt: defaults.excerpt,
    meta_title: defaults.meta_title,
    meta_description: defaults.meta_description,
    canonical_url: defaults.canonical_url,
  }));
  const follow = (target: HTMLInputElement) => {
    if (SEO_DRAFT_FIELDS.has(target.name)) setDraft((current) => ({ ...current, [target.name]: target.value }));
  };
  return { draft, follow };
}

function CountHint({ length, recommended, fallback }: { length: number; recommended: number; fallback: string }) {
  const over = length - recommended;
  return (
    <>
      {fallback} Recommended: at most {recommended} characters.{" "}
      <span className={over > 0 ? "font-semibold text-amber-900" : undefined}>
        {length} of {recommended}
        {over > 0 ? ` (${over} over: search engines may cut it)` : ""}.
      </span>
    </>
  );
}

/** Cuts like a search result does, with an ellipsis. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Meta title, meta description and canonical address, each defaulting to
 * what the article already has (decision 0317), with the recommended length
 * counted, and a preview of the search result.
 */
export function SeoFields({
  fields,
  draft,
  slug,
  focus,
  socialImage,
}: {
  fields: {
    meta_title: FieldMetadata<string>;
    meta_description: FieldMetadata<string>;
    canonical_url: FieldMetadata<string>;
    social_image_alt: FieldMetadata<string>;
  };
  draft: SeoDraft;
  /** The post's address (edit); a new post's comes from its title. */
  slug: string | null;
  focus: (name: "meta_title" | "meta_description" | "canonical_url" | "social_image_alt") => true | undefined;
  /** The image shown when the post is shared: its own, or (blank) the post image. */
  socialImage: {
    current: string | null;
    pending: string | null;
    error?: string;
    accept: string;
    autoFocus?: true;
  };
}) {
  const siteUrl = useSiteUrl();
  const shownSocial = socialImage.pending ?? socialImage.current;
  const shownTitle = draft.meta_title.trim() || draft.title.trim() || "Your post title";
  const shownDescription = draft.meta_description.trim() || draft.excerpt.trim() || "The summary, or the start of the content, shows here.";
  const address = draft.canonical_url.trim() || `${siteUrl.replace(/\/$/, "")}/blog/${slug ?? (slugify(draft.title) || "…")}`;
  return (
    <fieldset className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-sm font-semibold text-ink">Search and sharing</legend>
      <TextField
        label="Meta title"
        name="meta_title"
        field={fields.meta_title}
        maxLength={POST_LIMITS.meta_title}
        autoFocus={focus("meta_title")}
        hint={<CountHint length={draft.meta_title.trim().length} recommended={META_TITLE_RECOMMENDED} fallback="Blank uses the title." />}
      />
      <TextAreaField
        label="Meta description"
        name="meta_description"
        field={fields.meta_description}
        rows={3}
        maxLength={POST_LIMITS.meta_description}
        autoFocus={focus("meta_description")}
        hint={
          <CountHint
            length={draft.meta_description.trim().length}
            recommended={META_DESCRIPTION_RECOMMENDED}
            fallback="Blank uses the summary."
          />
        }
      />
      <div className="grid gap-3">
        {shownSocial ? (
          <KeptImage
            url={shownSocial}
            pending={Boolean(socialImage.pending)}
            aspect="social"
            label="social image"
            remove={socialImage.current ? { name: "remove_social_image", label: "Use the post image instead" } : null}
          />
        ) : null}
        <FileField
          label="Social image"
          name="social_image"
          error={socialImage.error}
          accept={socialImage.accept}
          autoFocus={socialImage.autoFocus}
          hint="Shown when the post is shared in social media or messages; best 1200 × 630 pixels. Blank uses the post image. Camera details and location are removed."
        />
        <TextField
          label="Social image description"
          name="social_image_alt"
          field={fields.social_image_alt}
          maxLength={POST_LIMITS.social_image_alt}
          autoFocus={focus("social_image_alt")}
          hint="What a newly chosen social image shows: the media library keeps it as the image's description."
        />
      </div>
      <TextField
        label="Canonical address"
        name="canonical_url"
        type="url"
        inputMode="url"
        field={fields.canonical_url}
        maxLength={POST_LIMITS.canonical_url}
        autoFocus={focus("canonical_url")}
        placeholder="https://"
        hint="Only when this article first appeared elsewhere: that page's full address. Blank uses this article's own address."
      />
      <div>
        <h3 className="text-sm font-semibold text-ink">Search result preview</h3>
        <div className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="search-preview">
          <p className="break-all text-sm text-slate-700">{address}</p>
          <p className="mt-1 text-lg font-medium leading-snug text-blue-800">{cut(shownTitle, META_TITLE_RECOMMENDED)}</p>
          <p className="mt-1 text-sm text-slate-700">{cut(shownDescription, META_DESCRIPTION_RECOMMENDED)}</p>
        </div>
      </div>
    </fieldset>
  );
}
