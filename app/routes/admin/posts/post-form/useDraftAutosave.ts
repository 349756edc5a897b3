import { useCallback, useEffect, useRef, useState } from "react";
import { href, useBeforeUnload, useBlocker, useFetcher, useNavigation } from "react-router";
import { formatAgencyTime } from "~/lib/agency-time";

/** How long after the last keystroke a draft is saved. */
const AUTOSAVE_DELAY_MS = 3000;

/** What the edit (or new) action answers an autosave. */
export type AutosaveAnswer =
  | { autosave: { ok: true; version: number; savedAt: string; id: number } }
  | { autosave: { ok: false; message: string; compareHref?: string } };

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "unsaved" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed"; message: string; compareHref?: string };

/**
 * Autosave for drafts (decision 0347), JavaScript only: a few seconds after
 * typing stops, the form's text (not a file being chosen) goes to the action
 * with intent=autosave through a fetcher; the answer brings the new version,
 * which the form then carries, so the person's own autosave never makes their
 * Save look stale. Leaving the page with unsaved changes asks first (links
 * inside the app and closing or reloading the tab). Without JavaScript
 * nothing here runs and Save does the same work.
 */
export function useDraftAutosave({
  formRef,
  enabled,
  actionUrl,
  initialVersion,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  enabled: boolean;
  /** Where autosaves go: the new action until the draft exists; undefined is this page's own action. */
  actionUrl: string | undefined;
  initialVersion: number | undefined;
}) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const [version, setVersion] = useState(initialVersion);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const dirty = useRef(false);
  const submitting = useRef(false);
  const edits = useRef(0);
  const sentAtEdit = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  useEffect(() => setVersion(initialVersion), [initialVersion]);

  const target = createdId ? href("/admin/edit/:id", { id: String(createdId) }) : actionUrl;

  const save = useCallback(() => {
    const form = formRef.current;
    if (!form || !enabled || stopped.current || !dirty.current) return;
    const data = new FormData(form);
    data.delete("image");
    data.set("intent", "autosave");
    sentAtEdit.current = edits.current;
    setStatus({ state: "saving" });
    void fetcher.submit(data, { method: "post", action: target, encType: "multipart/form-data" });
  }, [enabled, fetcher, formRef, target]);

  // The answer: the new version, or why it was not saved (stale: autosave stops until a Save).
  useEffect(() => {
    const answer = fetcher.data?.autosave;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      setVersion(answer.version);
      if (answer.id) setCreatedId(answer.id);
      if (edits.current === sentAtEdit.current) dirty.current = false;
      setStatus(dirty.current ? { state: "unsaved" } : { state: "saved", at: answer.savedAt });
    } else {
      if (answer.compareHref) stopped.current = true;
      setStatus({ state: "failed", message: answer.message, compareHref: answer.compareHref });
    }
  }, [fetcher.state, fetcher.data]);

  /** Call on every input in the form. */
  const onEdit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const input = event.target as HTMLInputElement;
      if (input.type === "file") {
        dirty.current = true;
        return;
      }
      dirty.current = true;
      edits.current += 1;
      if (!enabled || stopped.current) return;
      setStatus({ state: "unsaved" });
      clearTimeout(timer.current);
      timer.current = setTimeout(save, AUTOSAVE_DELAY_MS);
    },
    [enabled, save],
  );

  const onSubmit = useCallback(() => {
    submitting.current = true;
    clearTimeout(timer.current);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A save that came back refused leaves the person on the page, with their changes still unsaved.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);

  // Leaving with unsaved changes: ask (in-app links), and let the browser ask (tab closed or reloaded).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty.current && !submitting.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("You have changes that are not saved. Leave this page and lose them?")) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirty.current && !submitting.current) event.preventDefault();
    }, []),
  );

  return { version, createdId, status, onEdit, onSubmit, statusText: describe(status) };
}

function describe(status: AutosaveStatus): string {
  switch (status.state) {
    case "idle":
      return "";
    case "unsaved":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved at ${formatAgencyTime(status.at)}`;
    case "failed":
      return `Not saved: ${status.message}`;
  }
}
