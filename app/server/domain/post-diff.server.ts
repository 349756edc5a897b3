/**
 * The readable comparison of two versions of a post's text (decision 0347),
 * computed on the server with jsdiff: words for the short fields, and for the
 * body lines first, then words inside each changed run of lines, with only a
 * little unchanged context kept around each change when the post is long.
 * The result is plain data (runs of unchanged, removed and added text, and
 * the gaps left out); app/routes/admin/posts/RevisionDiff.tsx draws it as
 * <del>/<ins>. The diff library never reaches the browser.
 */
import type { DiffPiece, FieldDiff } from "~/lib/revisions";

/** jsdiff, loaded at the first comparison: only the revision page needs it. */
const loadJsdiff = () => import("diff");
type Jsdiff = Awaited<ReturnType<typeof loadJsdiff>>;

/** The revised text of a post, as either side of a comparison holds it. */
export interface ComparableText {
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  image: string | null;
  imageAlt: string | null;
  imageDecorative: boolean;
  socialImage: string | null;
}

/** Unchanged lines shown before and after a change in the body. */
export const CONTEXT_LINES = 2;
/** Unchanged text inside a changed paragraph longer than this is shortened around the change. */
const CONTEXT_CHARS = 160;
/**
 * A changed run that needs more word edits than this is shown whole (removed,
 * then added): a rewrite reads better that way, and the diff stays fast.
 */
const WORD_DIFF_MAX_EDITS = 500;

const FIELDS: Array<{ field: keyof ComparableText; label: string }> = [
  { field: "title", label: "Title" },
  { field: "excerpt", label: "Excerpt" },
  { field: "content", label: "Content" },
  { field: "metaTitle", label: "Meta title" },
  { field: "metaDescription", label: "Meta description" },
  { field: "canonicalUrl", label: "Canonical URL" },
  { field: "image", label: "Image" },
  { field: "imageAlt", label: "Image description (alt text)" },
  { field: "imageDecorative", label: "Decorative image" },
  { field: "socialImage", label: "Social image" },
];

/** A field's value as compared and shown: blank for none, Yes/No for the checkbox; line ends as \n. */
function textOf(version: ComparableText, field: keyof ComparableText): string {
  const value = version[field];
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return (value ?? "").replace(/\r\n?/g, "\n");
}

/** Drops empty runs and joins neighbours of the same kind. */
function tidy(pieces: DiffPiece[]): DiffPiece[] {
  const out: DiffPiece[] = [];
  for (const piece of pieces) {
    if (piece.kind !== "skip" && piece.text === "") continue;
    const last = out.at(-1);
    if (last && last.kind === piece.kind) {
      if (last.kind === "skip" && piece.kind === "skip") last.lines += piece.lines;
      else if (last.kind !== "skip" && piece.kind !== "skip") last.text += piece.text;
      continue;
    }
    out.push({ ...piece });
  }
  return out;
}

const isChange = (piece: DiffPiece | undefined) => piece?.kind === "removed" || piece?.kind === "added";
const isBlank = (piece: DiffPiece | undefined) => piece?.kind === "same" && /^[^\S\n]+$/.test(piece.text);

/** The text of one side of a group of changes, with the spaces between its words but none at its ends. */
function sideOf(group: DiffPiece[], kind: "removed" | "added"): string {
  let text = "";
  let gap = "";
  for (const piece of group) {
    if (piece.kind === kind) {
      text += (text ? gap : "") + piece.text;
      gap = "";
    } else if (piece.kind === "same" && !gap) gap = piece.text;
  }
  return text;
}

/** Whitespace both sides start (or end) with, to show outside the change. */
function sharedSpace(sides: string[], pattern: RegExp): string {
  const found = sides.map((side) => (/\S/.test(side) ? (pattern.exec(side)?.[0] ?? "") : ""));
  return found.every((space) => space && space === found[0]) ? found[0]! : "";
}

/**
 * Changes separated only by spaces read as one: "long<ins>, revised</ins>
 * article" rather than "long<ins>,</ins> <ins>revised</ins> article", and
 * a replaced phrase as one <del> and one <ins>, not word by word in turns.
 * Spaces at the ends of a change are shown outside it.
 */
function joinNearbyChanges(pieces: DiffPiece[]): DiffPiece[] {
  const out: DiffPiece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    if (!isChange(pieces[i])) {
      out.push(pieces[i]!);
      continue;
    }
    let end = i;
    for (;;) {
      if (isChange(pieces[end + 1])) end += 1;
      else if (isBlank(pieces[end + 1]) && isChange(pieces[end + 2])) end += 2;
      else break;
    }
    const group = pieces.slice(i, end + 1);
    const sides = [sideOf(group, "removed"), sideOf(group, "added")].filter(Boolean);
    const lead = sharedSpace(sides, /^[^\S\n]+/);
    const trail = sharedSpace(sides, /[^\S\n]+$/);
    const trim = (side: string) => (side ? side.slice(lead.length, side.length - trail.length) : "");
    out.push(
      { kind: "same", text: lead },
      { kind: "removed", text: trim(sideOf(group, "removed")) },
      { kind: "added", text: trim(sideOf(group, "added")) },
      { kind: "same", text: trail },
    );
    i = end;
  }
  return tidy(out);
}

/** Word by word; null when that takes more than `maxEdits` word edits. */
function wordPieces({ diffWordsWithSpace }: Jsdiff, before: string, after: string, maxEdits?: number): DiffPiece[] | null {
  const changes = maxEdits === undefined ? diffWordsWithSpace(before, after) : diffWordsWithSpace(before, after, { maxEditLength: maxEdits });
  if (!changes) return null;
  return changes.map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

/** Word by word: the short fields. */
export async function diffWordsOf(before: string, after: string): Promise<DiffPiece[]> {
  return joinNearbyChanges(tidy(wordPieces(await loadJsdiff(), before, after) ?? []));
}

/** At most `max` characters from the start, cut after a space when there is one. */
function headChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max);
  return text.slice(0, cut > max / 2 ? cut + 1 : max);
}

function tailChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const from = text.indexOf(" ", text.length - max);
  return text.slice(from !== -1 && from < text.length - max / 2 ? from + 1 : text.length - max);
}

/**
 * Shortens an unchanged run inside a changed paragraph: keeps the end of it
 * before a change and the start of it after one.
 */
function shortenInline(text: string, hasBefore: boolean, hasAfter: boolean): DiffPiece[] {
  const keep = (hasBefore ? CONTEXT_CHARS : 0) + (hasAfter ? CONTEXT_CHARS : 0);
  if (text.length <= keep + CONTEXT_CHARS) return [{ kind: "same", text }];
  const head = hasBefore ? headChars(text, CONTEXT_CHARS) : "";
  const tail = hasAfter ? tailChars(text, CONTEXT_CHARS) : "";
  return [
    { kind: "same", text: head },
    { kind: "skip", lines: 0 },
    { kind: "same", text: tail },
  ];
}

/** Word-level pieces of one changed run of lines, long unchanged stretches in it shortened. */
function changedRun(jsdiff: Jsdiff, removed: string, added: string): DiffPiece[] {
  const words = removed && added ? wordPieces(jsdiff, removed, added, WORD_DIFF_MAX_EDITS) : null;
  if (!words) {
    return [
      { kind: "removed", text: removed },
      { kind: "added", text: added },
    ];
  }
  const pieces = joinNearbyChanges(tidy(words));
  return pieces.flatMap((piece, index) =>
    piece.kind === "same" ? shortenInline(piece.text, index > 0, index < pieces.length - 1) : [piece],
  );
}

/**
 * Line breaks at the ends of a change are shown as plain line breaks: a
 * removed paragraph keeps its place and spacing without a tinted empty line
 * after it, and an added one starts on its own line.
 */
function lineBreaksOutside(pieces: DiffPiece[]): DiffPiece[] {
  return pieces.flatMap((piece): DiffPiece[] => {
    if ((piece.kind !== "removed" && piece.kind !== "added") || !/\S/.test(piece.text)) return [piece];
    const leading = /^\s*/.exec(piece.text)![0];
    const trailing = /\s*$/.exec(piece.text)![0];
    const lead = leading.slice(0, leading.lastIndexOf("\n") + 1);
    const trail = trailing.includes("\n") ? trailing.slice(trailing.indexOf("\n")) : "";
    return [
      { kind: "same", text: lead },
      { kind: piece.kind, text: piece.text.slice(lead.length, piece.text.length - trail.length) },
      { kind: "same", text: trail },
    ];
  });
}

/** The marker of left-out lines is a block of its own: the unchanged line breaks next to it would only add blank lines. */
function trimAroundSkips(pieces: DiffPiece[]): DiffPiece[] {
  return pieces.map((piece, index) => {
    if (piece.kind !== "same") return piece;
    let text = piece.text;
    const next = pieces[index + 1];
    const previous = pieces[index - 1];
    if (next?.kind === "skip" && next.lines > 0) text = text.replace(/\n+$/, "");
    if (previous?.kind === "skip" && previous.lines > 0) text = text.replace(/^\n+/, "");
    return { kind: "same", text };
  });
}

/**
 * The body: a line diff, each changed run of lines compared word by word, and
 * unchanged lines far from any change left out (CONTEXT_LINES kept either side).
 */
export async function diffContent(before: string, after: string): Promise<DiffPiece[]> {
  const jsdiff = await loadJsdiff();
  // Both end with a line end, so a line added after the last one does not also show the last one as changed.
  const padBefore = !before.endsWith("\n");
  const padAfter = !after.endsWith("\n");
  const changes = jsdiff.diffLines(padBefore ? `${before}\n` : before, padAfter ? `${after}\n` : after);
  // …and take those line ends off again, from the last lines of each side.
  // (An unchanged last line keeps its line end when a line follows it on either side.)
  let seenRemoved = false;
  let seenAdded = false;
  for (let k = changes.length - 1; k >= 0; k--) {
    const change = changes[k]!;
    const unchanged = !change.added && !change.removed;
    const strip = unchanged ? padBefore && padAfter && !seenRemoved && !seenAdded : change.removed ? padBefore && !seenRemoved : padAfter && !seenAdded;
    if (strip) change.value = change.value.replace(/\n$/, "");
    if (unchanged) break;
    if (change.removed) seenRemoved = true;
    else seenAdded = true;
  }
  const pieces: DiffPiece[] = [];
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      // Unchanged lines: CONTEXT_LINES kept next to each change, the rest counted (blank lines not counted).
      const lines = change.value.split(/(?<=\n)/);
      const headCount = i === 0 ? 0 : CONTEXT_LINES;
      const tailCount = i === changes.length - 1 ? 0 : CONTEXT_LINES;
      const skipped = lines.slice(headCount, Math.max(headCount, lines.length - tailCount));
      const counted = skipped.filter((line) => /\S/.test(line)).length;
      if (counted < 2) {
        pieces.push({ kind: "same", text: change.value });
        continue;
      }
      pieces.push(
        { kind: "same", text: lines.slice(0, headCount).join("") },
        { kind: "skip", lines: counted },
        { kind: "same", text: lines.slice(lines.length - tailCount).join("") },
      );
      continue;
    }
    // A run of removed lines and the added lines that replace them (either may be missing).
    let removed = "";
    let added = "";
    while (i < changes.length && (changes[i]!.added || changes[i]!.removed)) {
      if (changes[i]!.removed) removed += changes[i]!.value;
      else added += changes[i]!.value;
      i++;
    }
    i--;
    pieces.push(...changedRun(jsdiff, removed, added));
  }
  return tidy(trimAroundSkips(tidy(lineBreaksOutside(tidy(pieces)))));
}

/**
 * Every revised field of two versions, in the editor's order: `before` is the
 * older side (a revision), `after` the newer (usually the current post).
 */
export async function comparePostText(before: ComparableText, after: ComparableText): Promise<FieldDiff[]> {
  return Promise.all(FIELDS.map(async ({ field, label }): Promise<FieldDiff> => {
    const a = textOf(before, field);
    const b = textOf(after, field);
    if (a === b) return { field, label, changed: false, pieces: [] };
    if (field === "image" || field === "socialImage") {
      return { field, label, changed: true, pieces: [], images: { before: before[field], after: after[field] } };
    }
    return { field, label, changed: true, pieces: field === "content" ? await diffContent(a, b) : await diffWordsOf(a, b) };
  }));
}
