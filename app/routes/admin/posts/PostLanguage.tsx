import { Form, href, Link } from "react-router";

export const STATUS_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;
type PostStatus = keyof typeof STATUS_LABEL;

const LANGUAGE_NAME = { en: "English", fr: "French" } as const;

const BADGE = "rounded-full px-2 py-0.5 text-xs font-semibold";
export const OUTDATED_BADGE = `${BADGE} bg-amber-100 text-amber-900`;

/** The post's other-language version as the editor shows it; `editable` when this staff member may open its editor. */
export interface EditorVersion {
  id: number;
  title: string;
  status: PostStatus;
  outdated: boolean;
  editable: boolean;
}

/**
 * The editor's language panel (decision 0803): the post's language; for an
 * English post its French version (a link, its status, "Translation
 * outdated") or the "Create the French version" button, a real form; for a
 * French translation the English original, and what is still to translate.
 */
export function PostLanguage({
  postId,
  language,
  other,
  untranslated,
  englishAddress,
}: {
  postId: number;
  language: "en" | "fr";
  other: EditorVersion | null;
  /** A French translation's fields still holding the English original's text. */
  untranslated: string[];
  /** A French draft whose address still comes from the English title. */
  englishAddress: boolean;
}) {
  return (
    <section aria-labelledby="post-language-heading" className="mb-6 grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-5" data-testid="post-language">
      <h2 id="post-language-heading" className="sr-only">
        Language
      </h2>
      <p>
        <span className="font-semibold text-ink">Language:</span> {LANGUAGE_NAME[language]}
      </p>
      {language === "en" && other ? (
        <p className="flex flex-wrap items-center gap-2">
          <VersionLink version={other}>French version</VersionLink>
          <span className="text-muted">“{other.title}”</span>
          <VersionBadges version={other} />
        </p>
      ) : null}
      {language === "en" && other?.outdated ? <p className="text-muted">This post changed after its French version was last saved: the French version may need the same change.</p> : null}
      {language === "en" && !other ? (
        <Form method="post" action={href("/admin/edit/:id/french-version", { id: String(postId) })} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="create-french" />
          <button type="submit" className="btn-outline min-h-9 px-4 py-1.5">
            Create the French version
          </button>
          <span className="text-muted">A French draft, linked to this post, starting as a copy of its text to translate.</span>
        </Form>
      ) : null}
      {language === "fr" && other ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            Translation of <VersionLink version={other}>{other.title}</VersionLink>
          </span>
          {other.outdated ? <span className={OUTDATED_BADGE}>Translation outdated</span> : null}
        </p>
      ) : null}
      {language === "fr" && other?.outdated ? <p className="text-muted">The English post changed after this French version was last saved: compare them and bring the translation up to date.</p> : null}
      {untranslated.length ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950" data-testid="to-translate">
          <strong>To translate:</strong> the {listOf(untranslated)} {untranslated.length === 1 ? "is" : "are"} still the English post&apos;s. Write them in French before publishing.
        </p>
      ) : null}
      {englishAddress ? (
        <p className="text-muted">
          Its address still comes from the English title: once the title is in French, tick “Make the address and read time again” and save.
        </p>
      ) : null}
    </section>
  );
}

/** "title", "title and content", "title, summary and content". */
function listOf(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The other version's editor when this staff member may open it; else its title, unlinked. */
function VersionLink({ version, children }: { version: EditorVersion; children: React.ReactNode }) {
  if (!version.editable) return <span className="font-semibold text-ink">{children}</span>;
  return (
    <Link to={href("/admin/edit/:id", { id: String(version.id) })} className="link font-semibold">
      {children}
    </Link>
  );
}

function VersionBadges({ version }: { version: EditorVersion }) {
  return (
    <>
      <span className={`${BADGE} bg-slate-200 text-slate-800`}>{STATUS_LABEL[version.status]}</span>
      {version.outdated ? <span className={OUTDATED_BADGE}>Translation outdated</span> : null}
    </>
  );
}
