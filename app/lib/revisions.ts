import { href } from "react-router";

/**
 * The words the history screens use for a revision (decision 0347). Pure, so
 * loaders and components share them.
 */
export type RevisionKindName = "save" | "autosave" | "restore";

/** How each kind of revision reads in the history list. */
export const REVISION_KIND_LABELS: Record<RevisionKindName, string> = {
  save: "Saved",
  autosave: "Autosaved",
  restore: "Restored",
};

export const historyPath = (postId: number) => href("/admin/edit/:id/history", { id: String(postId) });
export const revisionPath = (postId: number, revisionId: number) => href("/admin/edit/:id/history/:revisionId", { id: String(postId), revisionId: String(revisionId) });

/** The toast after a restore (nothing is ever lost). */
export function restoredMessage(when: string): string {
  return `Restored the version of ${when}. The version it replaced is kept in the history.`;
}

/** A run of text in a comparison; "skip" stands for unchanged text left out (how many lines). */
export type DiffPiece = { kind: "same" | "removed" | "added"; text: string } | { kind: "skip"; lines: number };

/** One revised field of a comparison (app/server/domain/post-diff.server.ts). */
export interface FieldDiff {
  field: string;
  label: string;
  changed: boolean;
  /** Empty when unchanged. */
  pieces: DiffPiece[];
  /** The image fields: both sides' addresses, shown as pictures rather than words. */
  images?: { before: string | null; after: string | null };
}
