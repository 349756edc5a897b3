/**
 * The visual editor over the Content textarea (decision 0330), loaded lazily
 * by ContentField on the post editor pages only. Tiptap reads the textarea's
 * Markdown and, after each real edit, writes Markdown back into it and
 * fires its input event (autosave, the unsaved-changes guard): the textarea
 * stays the form's field. Opened and saved without an edit, the text is sent
 * as it came, byte for byte. A body the editor cannot show without losing
 * something (a table, HTML, a level-1 heading) opens as Markdown.
 */
import { Editor } from "@tiptap/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { checkContent, type ContentProblem } from "~/lib/content-checks";
import { editorExtensions } from "./editor-extensions";
import { ImageDialog, type PickedImage } from "./ImageDialog";
import { LinkDialog } from "./LinkDialog";
import { preferredMode, rememberMode, renderedShape, writtenMarkdown } from "./markdown-mode";
import { cleanPastedHtml } from "./paste-cleaning";
import { Toolbar } from "./Toolbar";
import { useImageUploads } from "./useImageUploads";

/** Where the editor finds the media library, the uploads and the link search. */
export interface MediaUrls {
  pickerUrl: string;
  uploadUrl: string;
  linkSearchUrl: string;
  libraryUrl: string;
}

const CHECK_DELAY_MS = 300;

export default function VisualEditor({
  textareaId,
  labelId,
  describedBy,
  invalid,
  autoFocus,
  media,
  onVisualChange,
  onProblems,
}: {
  textareaId: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  autoFocus?: boolean;
  media: MediaUrls;
  onVisualChange: (visual: boolean) => void;
  onProblems: (problems: ContentProblem[]) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const [, setTick] = useState(0);
  const [visual, setVisual] = useState(true);
  const [note, setNote] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const [pendingUpload, setPendingUpload] = useState<PickedImage | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const visualRef = useRef(true);
  /** Visual or Markdown: the editor's name and the textarea's visibility follow. */
  const showMode = useCallback(
    (next: boolean) => {
      visualRef.current = next;
      setVisual(next);
      onVisualChange(next);
      const editor = editorRef.current;
      if (editor) editor.view.updateState(editor.state);
    },
    [onVisualChange],
  );

  const textarea = useCallback(() => document.getElementById(textareaId) as HTMLTextAreaElement | null, [textareaId]);

  const scheduleCheck = useCallback(
    (markdown: string) => {
      clearTimeout(checkTimer.current);
      checkTimer.current = setTimeout(() => onProblems(checkContent(markdown)), CHECK_DELAY_MS);
    },
    [onProblems],
  );

  // An uploaded image goes in through the image dialog, which asks for its description.
  const describeUpload = useCallback((item: PickedImage) => {
    setPendingUpload(item);
    setDialog("image");
  }, []);
  const uploads = useImageUploads(media.uploadUrl, describeUpload);

  useEffect(() => {
    const field = textarea();
    const mount = mountRef.current;
    if (!field || !mount) return;
    const original = field.value;
    const editor = new Editor({
      element: mount,
      extensions: editorExtensions(),
      content: original,
      contentType: "markdown",
      editorProps: {
        // Named "Content" only while it is the field in use: in Markdown mode the textarea is (one field, one name).
        attributes: (): Record<string, string> => ({
          role: "textbox",
          "aria-multiline": "true",
          ...(visualRef.current ? { "aria-labelledby": `${labelId}-visual` } : {}),
          ...(describedBy && visualRef.current ? { "aria-describedby": describedBy } : {}),
          // A French post's text is French (the textarea says so): spelling and screen readers follow.
          ...(field.lang ? { lang: field.lang } : {}),
          class: "prose-editor min-h-80 px-4 py-3 focus:outline-none",
        }),
        transformPastedHTML: (html) => cleanPastedHtml(html),
        handlePaste: (_view, event) => {
          const files = [...(event.clipboardData?.files ?? [])];
          if (!files.some((file) => file.type.startsWith("image/"))) return false;
          void uploads.upload(files);
          return true;
        },
        handleDrop: (_view, event) => {
          const files = [...((event as DragEvent).dataTransfer?.files ?? [])];
          if (!files.some((file) => file.type.startsWith("image/"))) return false;
          event.preventDefault();
          void uploads.upload(files);
          return true;
        },
        handleKeyDown: (_view, event) => {
          // Alt+F10 moves to the toolbar (as in most rich text editors); Ctrl+K opens the link control.
          if (event.altKey && event.key === "F10") {
            event.preventDefault();
            toolbarRef.current?.querySelector<HTMLButtonElement>("button[tabindex='0']")?.focus();
            return true;
          }
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
            event.preventDefault();
            setDialog("link");
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: updated }) => {
        // Only a real edit writes back: an untouched post is sent exactly as it came.
        const markdown = writtenMarkdown(updated);
        const target = textarea();
        if (target && target.value !== markdown) {
          target.value = markdown;
          target.dispatchEvent(new Event("input", { bubbles: true }));
        }
        scheduleCheck(markdown);
      },
      onTransaction: () => setTick((tick) => tick + 1),
    });
    editorRef.current = editor;
    // Does the editor keep this body's meaning? If not, the person edits it as Markdown.
    const roundTrip = editor.getMarkdown();
    const faithful = roundTrip === original || renderedShape(roundTrip) === renderedShape(original);
    if (!faithful) {
      setNote("This post has formatting the visual editor cannot show (a table, HTML or a heading level it does not offer): edit it as Markdown.");
    }
    const startVisual = faithful && preferredMode() !== "markdown";
    showMode(startVisual);
    onProblems(checkContent(original));
    if (autoFocus && startVisual) editor.commands.focus("end");
    // In Markdown mode the textarea's own typing runs the checks.
    const onInput = (event: Event) => {
      if (event.isTrusted) scheduleCheck((event.target as HTMLTextAreaElement).value);
    };
    field.addEventListener("input", onInput);
    return () => {
      field.removeEventListener("input", onInput);
      clearTimeout(checkTimer.current);
      editor.destroy();
      editorRef.current = null;
    };
    // Mounted once: the textarea is the source of truth from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A refused save with an error on the content: the message is read with the editor focused.
  useEffect(() => {
    if (invalid && visual) editorRef.current?.commands.focus();
  }, [invalid, visual]);

  const switchMode = () => {
    const editor = editorRef.current;
    const field = textarea();
    if (!editor || !field) return;
    if (visual) {
      showMode(false);
      rememberMode("markdown");
      setNote(null);
      setTimeout(() => field.focus(), 0);
      return;
    }
    const markdown = field.value;
    editor.commands.setContent(markdown, { contentType: "markdown", emitUpdate: false });
    if (renderedShape(editor.getMarkdown()) !== renderedShape(markdown)) {
      setNote("The visual editor cannot show everything in this text (a table, HTML or a heading level it does not offer): keep editing it as Markdown.");
      return;
    }
    setNote(null);
    showMode(true);
    rememberMode("visual");
    editor.commands.focus();
  };

  const editor = editorRef.current;

  return (
    <div className="grid gap-2">
      <p id={`${labelId}-visual`} className="text-sm font-medium text-ink" hidden={!visual}>
        Content
      </p>
      <Toolbar
        editor={editor}
        visual={visual}
        textareaId={textareaId}
        toolbarRef={toolbarRef}
        onDialog={setDialog}
        onSwitchMode={switchMode}
      />
      {note ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {note}
        </p>
      ) : null}
      <div
        ref={mountRef}
        hidden={!visual}
        // The article's typography (PostBody), so writers see headings, lists and quotes as visitors will.
        className={`rounded-lg border bg-white text-base leading-relaxed text-ink shadow-sm focus-within:border-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-6 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-700 [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${invalid ? "border-red-600" : "border-slate-300"}`}
        data-testid="visual-editor"
      />
      <p role="status" className="text-sm text-muted">
        {uploads.message}
      </p>
      {dialog === "link" && editor
        ? createPortal(<LinkDialog editor={editor} searchUrl={media.linkSearchUrl} onClose={() => setDialog(null)} />, document.body)
        : null}
      {dialog === "image" && editor
        ? createPortal(
            <ImageDialog
              editor={editor}
              pickerUrl={media.pickerUrl}
              initial={pendingUpload}
              onUpload={uploads.upload}
              onClose={() => {
                setDialog(null);
                setPendingUpload(null);
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
