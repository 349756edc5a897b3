import { useEffect, useState } from "react";
import { Form, href, useNavigation } from "react-router";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { useSiteUrl } from "~/lib/root-data";

/** The section's id: the share and revoke answers come back to it (`#share-preview`). */
export const SHARE_PREVIEW_SECTION = "share-preview";

interface PreviewLinkRow {
  id: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/**
 * The editor's "Share a preview" section (decision 0348), below the post
 * form and outside it: its own small POST forms (share, revoke) to
 * /admin/edit/:id/preview-links, which come back here with a toast, with or
 * without JavaScript. A new link is shown once, right after sharing (only
 * its hash is kept); with JavaScript a button copies it.
 */
export function PreviewLinks({
  postId,
  links,
  shared,
}: {
  postId: number;
  /** The post's working links, newest first. */
  links: PreviewLinkRow[];
  /** The link just shared (its path holds the token). */
  shared: { id: number; path: string } | null;
}) {
  const siteUrl = useSiteUrl();
  const action = href("/admin/edit/:id/preview-links", { id: String(postId) });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === action ? String(navigation.formData?.get("intent") ?? "") : "";
  const sharedLink = shared ? links.find((link) => link.id === shared.id) : undefined;

  return (
    <section id={SHARE_PREVIEW_SECTION} aria-labelledby="share-preview-title" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="share-preview">
      <h2 id="share-preview-title" className="text-xl font-bold text-ink">
        Share a preview
      </h2>
      <p className="mt-1 text-sm text-muted">
        Anyone with a preview link sees this post as it will look on the blog, as last saved, before it is published. A link works for 7 days
        or until it is revoked; once the post is published it leads to the article.
      </p>

      <Form method="post" action={action} className="mt-4">
        <input type="hidden" name="intent" value="share" />
        <button type="submit" className="btn-outline" disabled={pending === "share"}>
          {pending === "share" ? "Sharing..." : "Share preview link"}
        </button>
      </Form>

      {shared && sharedLink ? (
        <SharedLink url={new URL(shared.path, siteUrl).toString()} expiresAt={sharedLink.expiresAt} />
      ) : null}

      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">Working links ({links.length})</h3>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No preview link of this post works now.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="preview-link-list">
          {links.map((link) => (
            <li key={link.id} className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-center">
              <p className="min-w-0 flex-1 text-ink">
                {link.id === shared?.id ? <span className="mr-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">New</span> : null}
                Shared {link.createdBy ? `by ${link.createdBy} ` : ""}on {formatAgencyDateTime(link.createdAt)}
                <span className="block text-muted">Works until {formatAgencyDateTime(link.expiresAt)}</span>
              </p>
              <Form method="post" action={action} className="shrink-0">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="link" value={link.id} />
                <button
                  type="submit"
                  className="btn-outline min-h-10 px-4 py-2"
                  aria-label={`Revoke the link shared on ${formatAgencyDateTime(link.createdAt)}`}
                  disabled={pending === "revoke" && navigation.formData?.get("link") === String(link.id)}
                >
                  Revoke
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The new link in a box to select (and, with JavaScript, a Copy button). */
function SharedLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<"" | "yes" | "no">("");
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="shared-preview-link">
      <label htmlFor="shared-preview-url" className="block text-sm font-semibold text-ink">
        Your new preview link
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="shared-preview-url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="shared-preview-hint"
          className="min-w-0 flex-1 basis-64 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-ink"
        />
        {canCopy ? (
          <button type="button" className="btn-outline bg-white" onClick={copy}>
            Copy link
          </button>
        ) : null}
      </div>
      <p id="shared-preview-hint" className="mt-2 text-sm text-muted">
        It works until {formatAgencyDateTime(expiresAt)} for anyone who has it. Copy it now: it is not stored, so it cannot be shown again
        once you leave this page.
      </p>
      <p role="status" className="mt-1 text-sm font-semibold text-brand-800">
        {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the link and copy it yourself." : ""}
      </p>
    </div>
  );
}
