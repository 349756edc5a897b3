import { href, Link, useFormAction, useNavigation } from "react-router";
import type { useDraftAutosave } from "./useDraftAutosave";

/**
 * Busy only for this form's own submission (not the page's other forms:
 * preview links), or its save to the draft an autosave created.
 */
export function useSaving(createdId: number | null): boolean {
  const navigation = useNavigation();
  const ownAction = useFormAction();
  const submittedTo = navigation.formAction?.split("?")[0];
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (submittedTo === ownAction.split("?")[0] || submittedTo === href("/admin/edit/:id", { id: String(createdId) }))
  );
}

/** Create or Save, Cancel, and the autosave's status line. */
export function FormActions({ mode, busy, drafts }: { mode: "new" | "edit"; busy: boolean; drafts: ReturnType<typeof useDraftAutosave> }) {
  const [label, busyLabel] = mode === "new" ? ["Create", "Creating..."] : ["Save", "Saving..."];
  return (
    <div className="flex flex-wrap gap-3 lg:col-start-1 lg:row-start-2">
      {/* On the new page, wait for an autosave creating the draft: a Create now would make a second post. */}
      <button type="submit" className="btn-primary" disabled={busy || (mode === "new" && !drafts.createdId && drafts.status.state === "saving")}>
        {busy ? busyLabel : label}
      </button>
      <Link to={href("/admin")} className="btn-outline">
        Cancel
      </Link>
      <p role="status" className="self-center text-sm text-muted" data-testid="autosave-status">
        {drafts.statusText}
        {drafts.status.state === "failed" && drafts.status.compareHref ? (
          <>
            {" "}
            <Link to={drafts.status.compareHref} className="link">
              Compare
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
