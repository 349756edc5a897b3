import type { DiffPiece, FieldDiff } from "~/lib/revisions";

/**
 * A comparison of two versions of a post (decision 0347), drawn from the
 * pieces the server computed (app/server/domain/post-diff.server.ts). Removed
 * text is struck through and added text underlined, each on its own tint,
 * so colour is never the only sign; screen readers hear "removed:" and
 * "added:" around each change.
 */

const REMOVED = "rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-900 decoration-2";
const ADDED = "rounded-sm bg-green-100 px-0.5 text-green-900 underline decoration-green-900 decoration-2 underline-offset-2";

function skipText(lines: number): string {
  return lines > 1 ? `${lines} unchanged lines` : lines === 1 ? "1 unchanged line" : "unchanged text";
}

/** One field's pieces: unchanged runs as they are, changes as <del>/<ins>, left-out text as a marker. */
export function DiffText({ pieces }: { pieces: DiffPiece[] }) {
  return (
    <div className="whitespace-pre-wrap break-words leading-relaxed text-ink">
      {pieces.map((piece, index) => {
        const key = `${index}-${piece.kind}`;
        if (piece.kind === "skip") {
          return piece.lines > 0 ? (
            <span key={key} className="my-2 block border-y border-dashed border-slate-300 py-1 text-center text-sm italic text-muted">
              … {skipText(piece.lines)} …
            </span>
          ) : (
            <span key={key} className="text-muted">
              {" … "}
              <span className="sr-only">(unchanged text left out) </span>
            </span>
          );
        }
        if (piece.kind === "removed") {
          return (
            <del key={key} className={REMOVED}>
              <span className="sr-only">[removed: </span>
              {piece.text}
              <span className="sr-only">]</span>
            </del>
          );
        }
        if (piece.kind === "added") {
          return (
            <ins key={key} className={ADDED}>
              <span className="sr-only">[added: </span>
              {piece.text}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        return <span key={key}>{piece.text}</span>;
      })}
    </div>
  );
}

function ImageSide({ url, label, tone }: { url: string | null; label: string; tone: "removed" | "added" }) {
  return (
    <figure className={`rounded-lg border-2 p-2 ${tone === "removed" ? "border-dashed border-red-800" : "border-green-800"}`}>
      {url ? (
        <img src={url} alt="" width={160} height={100} loading="lazy" className="h-24 w-40 rounded bg-slate-100 object-cover" />
      ) : (
        <p className="flex h-24 w-40 items-center justify-center rounded bg-slate-100 text-sm text-muted">No image</p>
      )}
      <figcaption className="mt-1 text-sm">
        <span className="font-semibold">{label}</span>
        {url ? <span className="block break-all font-mono text-xs text-muted">{url.split("/").pop()}</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * Every revised field that differs, with the two sides named in a legend
 * ("This version (date, who)" and "Current version (date, who)"), then the
 * fields that did not change.
 */
export function RevisionChanges({
  changes,
  before,
  after,
}: {
  changes: FieldDiff[];
  /** The older side, e.g. "This version (3 March 2026 at 10:04 a.m., Maria Lopez)". */
  before: string;
  /** The newer side, e.g. "Current version (…)". */
  after: string;
}) {
  const changed = changes.filter((change) => change.changed);
  const unchanged = changes.filter((change) => !change.changed);
  return (
    <div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="diff-legend">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt>
            <del className={REMOVED}>Struck through</del>: only in
          </dt>
          <dd className="mt-1 font-semibold text-ink">{before}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt>
            <ins className={ADDED}>Underlined</ins>: only in
          </dt>
          <dd className="mt-1 font-semibold text-ink">{after}</dd>
        </div>
      </dl>

      {changed.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-ink">The text of this version is the same as the current version.</p>
      ) : (
        changed.map((change) => (
          <section key={change.field} className="mt-5" aria-labelledby={`diff-${change.field}`} data-testid={`diff-${change.field}`}>
            <h3 id={`diff-${change.field}`} className="text-base font-semibold text-ink">
              {change.label}
            </h3>
            <div className="mt-2 rounded-lg border border-slate-200 bg-white p-4">
              {change.images ? (
                <div className="flex flex-wrap gap-4">
                  <ImageSide url={change.images.before} label="This version" tone="removed" />
                  <ImageSide url={change.images.after} label="Current version" tone="added" />
                </div>
              ) : (
                <DiffText pieces={change.pieces} />
              )}
            </div>
          </section>
        ))
      )}

      {changed.length > 0 && unchanged.length > 0 ? (
        <p className="mt-5 text-sm text-muted">Unchanged: {unchanged.map((change) => change.label).join(", ")}.</p>
      ) : null}
    </div>
  );
}
