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
import { marked } from "marked";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { checkContent, type ContentProblem, DECORATIVE_TITLE } from "~/lib/content-checks";
import { editorExtensions } from "./editor-extensions";
import { cleanPastedHtml } from "./paste-cleaning";

interface MediaUrls {
  pickerUrl: string;
  uploadUrl: string;
  linkSearchUrl: string;
  libraryUrl: string;
}

interface PickedImage {
  name: string;
  url: string;
  thumbUrl?: string;
  description: string;
}


/** Rendered HTML, for "does the editor keep this body's meaning?" */
function renderedShape(markdown: string): string {
  return (marked.parse(markdown, { gfm: true, async: false }) as string).replace(/\s+/g, " ").replace(/> </g, "><").trim();
}

const CHECK_DELAY_MS = 300;

/**
 * The Markdown written back after an edit: spaces the browser typed as
 * no-break spaces are plain spaces, and empty paragraphs at the end go.
 */
function writtenMarkdown(editor: Editor): string {
  return editor.getMarkdown().replace(/\u00a0/g, " ").replace(/\s+$/, "");
}

/** The person's choice of Markdown or visual editing, kept in this browser. */
const MODE_KEY = "post-editor-mode";

function preferredMode(): string | null {
  try {
    return window.localStorage.getItem(MODE_KEY);
  } catch {
    return null;
  }
}

function rememberMode(mode: "visual" | "markdown") {
  try {
    window.localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

type ButtonSpec = {
  key: string;
  label: string;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  shortcut?: string;
};

const BUTTONS: ButtonSpec[] = [
  { key: "p", label: "Paragraph", text: "¶", run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive("paragraph") },
  ...([2, 3, 4] as const).map(
    (level): ButtonSpec => ({
      key: `h${level}`,
      label: `Heading ${level}`,
      text: `H${level}`,
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
      active: (e) => e.isActive("heading", { level }),
      shortcut: `${"#".repeat(level)} then space`,
    }),
  ),
  { key: "bold", label: "Bold", text: "B", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold"), shortcut: "Ctrl+B" },
  { key: "italic", label: "Italic", text: "I", run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive("italic"), shortcut: "Ctrl+I" },
  { key: "link", label: "Link", text: "Link", run: () => {}, active: (e) => e.isActive("link"), shortcut: "Ctrl+K" },
  { key: "ul", label: "Bulleted list", text: "• List", run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList"), shortcut: "- then space" },
  { key: "ol", label: "Numbered list", text: "1. List", run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList"), shortcut: "1. then space" },
  { key: "quote", label: "Quote", text: "“ ”", run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive("blockquote"), shortcut: "> then space" },
  { key: "hr", label: "Horizontal rule", text: "―", run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: "image", label: "Image", text: "Image", run: () => {} },
  { key: "undo", label: "Undo", text: "↶", run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo(), shortcut: "Ctrl+Z" },
  { key: "redo", label: "Redo", text: "↷", run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo(), shortcut: "Ctrl+Shift+Z" },
];

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
  const [uploadMessage, setUploadMessage] = useState("");
  const [focusIndex, setFocusIndex] = useState(0);
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

  /** Uploads image files (paste, drop, the dialog), then asks for the description of the first. */
  const uploadFiles = useCallback(
    async (files: File[]) => {
      const images = files.filter((file) => file.type.startsWith("image/"));
      if (!images.length) return false;
      for (const file of images) {
        setUploadMessage(`Uploading ${file.name}…`);
        const body = new FormData();
        body.set("file", file);
        const answer = await fetch(media.uploadUrl, { method: "POST", body }).catch(() => null);
        const result = (await answer?.json().catch(() => null)) as { ok: boolean; message?: string; item?: PickedImage } | null;
        if (!result?.ok || !result.item) {
          setUploadMessage(`${file.name} was not uploaded: ${result?.message ?? "the upload failed."}`);
          return true;
        }
        setUploadMessage(`${file.name} uploaded: describe it to insert it.`);
        setPendingUpload(result.item);
        setDialog("image");
      }
      return true;
    },
    [media.uploadUrl],
  );

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
          class: "prose-editor min-h-80 px-4 py-3 focus:outline-none",
        }),
        transformPastedHTML: (html) => cleanPastedHtml(html),
        handlePaste: (_view, event) => {
          const files = [...(event.clipboardData?.files ?? [])];
          if (!files.some((file) => file.type.startsWith("image/"))) return false;
          void uploadFiles(files);
          return true;
        },
        handleDrop: (_view, event) => {
          const files = [...((event as DragEvent).dataTransfer?.files ?? [])];
          if (!files.some((file) => file.type.startsWith("image/"))) return false;
          event.preventDefault();
          void uploadFiles(files);
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
  const buttons = BUTTONS;

  const onToolbarKey = (event: React.KeyboardEvent) => {
    const count = buttons.length + 1;
    let next: number;
    if (event.key === "ArrowRight") next = (focusIndex + 1) % count;
    else if (event.key === "ArrowLeft") next = (focusIndex - 1 + count) % count;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    else if (event.key === "Escape") {
      editor?.commands.focus();
      return;
    } else return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };

  const press = (spec: ButtonSpec) => {
    if (!editor) return;
    if (spec.key === "link") setDialog("link");
    else if (spec.key === "image") setDialog("image");
    else spec.run(editor);
  };

  return (
    <div className="grid gap-2">
      <p id={`${labelId}-visual`} className="text-sm font-medium text-ink" hidden={!visual}>
        Content
      </p>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={visual ? undefined : textareaId}
        onKeyDown={onToolbarKey}
        className="sticky top-0 z-10 flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
      >
        {buttons.map((spec, index) => {
          const pressed = spec.active && editor ? spec.active(editor) : undefined;
          const disabled = !visual || (spec.enabled && editor ? !spec.enabled(editor) : false);
          return (
            <button
              key={spec.key}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-pressed={spec.active ? Boolean(pressed) : undefined}
              aria-disabled={disabled || undefined}
              aria-keyshortcuts={spec.shortcut?.startsWith("Ctrl") ? spec.shortcut.replace("Ctrl", "Control") : undefined}
              title={spec.shortcut ? `${spec.label} (${spec.shortcut})` : spec.label}
              onFocus={() => setFocusIndex(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => !disabled && press(spec)}
              className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold ${pressed ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"} ${disabled ? "opacity-40" : ""} ${spec.key === "italic" ? "italic" : ""}`}
            >
              <span aria-hidden="true">{spec.text}</span>
              <span className="sr-only">{spec.label}</span>
            </button>
          );
        })}
        <button
          type="button"
          tabIndex={focusIndex === buttons.length ? 0 : -1}
          aria-pressed={!visual}
          onFocus={() => setFocusIndex(buttons.length)}
          onClick={switchMode}
          className={`ml-auto min-h-9 rounded px-2 text-sm font-semibold ${!visual ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"}`}
        >
          Markdown
        </button>
      </div>
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
        {uploadMessage}
      </p>
      {dialog === "link" && editor
        ? createPortal(<LinkDialog editor={editor} searchUrl={media.linkSearchUrl} onClose={() => setDialog(null)} />, document.body)
        : null}
      {dialog === "image" && editor
        ? createPortal(
            <ImageDialog
              editor={editor}
              media={media}
              initial={pendingUpload}
              onUpload={(files) => uploadFiles(files)}
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

/** A modal <dialog>, opened on mount, closed with Escape; focus goes back to the editor. */
function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  const titleId = `dialog-${title.replace(/\W/g, "-").toLowerCase()}`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="w-[min(40rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="grid gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

interface LinkTarget {
  title: string;
  path: string;
  kind: "post" | "page";
}

/**
 * The link control: type words to search the site's published posts and
 * public pages (a combobox with its list), or paste an address.
 */
function LinkDialog({ editor, searchUrl, onClose }: { editor: Editor; searchUrl: string; onClose: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const hasSelection = !editor.state.selection.empty;
  const [query, setQuery] = useState(current);
  const [text, setText] = useState("");
  const [results, setResults] = useState<LinkTarget[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<LinkTarget | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const words = query.trim();
    if (!words || /^(https?:|mailto:|tel:|\/|#)/i.test(words) || chosen?.path === words) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await fetch(`${searchUrl}?${new URLSearchParams({ q: words })}`, { signal: controller.signal }).catch(() => null);
      const found = ((await answer?.json().catch(() => null)) as { results?: LinkTarget[] } | null)?.results ?? [];
      setResults(found);
      setActive(found.length ? 0 : -1);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchUrl, chosen]);

  const choose = (target: LinkTarget) => {
    setChosen(target);
    setQuery(target.path);
    if (!text && !hasSelection) setText(target.title);
    setResults([]);
  };

  const apply = () => {
    const address = query.trim();
    if (!address) {
      setMessage("Type an address, or words to find a page.");
      return;
    }
    if (!/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(address)) {
      setMessage("Choose a page from the list, or give a full address starting with https://");
      return;
    }
    const chain = editor.chain().focus();
    if (hasSelection || editor.isActive("link")) chain.extendMarkRange("link").setLink({ href: address }).run();
    else {
      const label = text.trim() || chosen?.title || address;
      chain.insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href: address } }] }).run();
    }
    onClose();
  };

  return (
    <Modal title="Link" onClose={onClose}>
      <div className="grid gap-1">
        <label htmlFor="link-search" className="text-sm font-medium text-ink">
          Page title or address
        </label>
        <input
          id="link-search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="link-results"
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `link-result-${active}` : undefined}
          aria-describedby="link-search-hint link-message"
          autoComplete="off"
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setChosen(null);
            setMessage("");
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && results.length) {
              event.preventDefault();
              setActive((active + 1) % results.length);
            } else if (event.key === "ArrowUp" && results.length) {
              event.preventDefault();
              setActive((active - 1 + results.length) % results.length);
            } else if (event.key === "Enter") {
              event.preventDefault();
              if (results.length && active >= 0) choose(results[active]!);
              else apply();
            }
          }}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <p id="link-search-hint" className="text-sm text-muted">
          Type words from the title of a post or page of this site, or paste an address.
        </p>
        <ul id="link-results" role="listbox" aria-label="Pages found" hidden={!results.length} className="max-h-60 overflow-auto rounded-lg border border-slate-200">
          {results.map((result, index) => (
            <li
              key={result.path}
              id={`link-result-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-ink" : ""}`}
            >
              {result.title} <span className="text-muted">({result.kind === "post" ? "post" : "page"}, {result.path})</span>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {results.length ? `${results.length} found. Use the arrow keys and Enter to choose.` : ""}
        </p>
      </div>
      {!hasSelection && !editor.isActive("link") ? (
        <div className="grid gap-1">
          <label htmlFor="link-text" className="text-sm font-medium text-ink">
            Link text
          </label>
          <input id="link-text" value={text} onChange={(event) => setText(event.target.value)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        </div>
      ) : null}
      <p id="link-message" className="text-sm font-medium text-red-700" role="alert">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={apply}>
          Insert link
        </button>
        {editor.isActive("link") ? (
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/**
 * The image dialog: choose from the media library (search by description or
 * file name) or upload from the computer, then describe it or mark it
 * decorative: no image goes in without one or the other.
 */
function ImageDialog({
  editor,
  media,
  initial,
  onUpload,
  onClose,
}: {
  editor: Editor;
  media: MediaUrls;
  initial: PickedImage | null;
  onUpload: (files: File[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<PickedImage[]>([]);
  const [picked, setPicked] = useState<PickedImage | null>(initial);
  const [alt, setAlt] = useState(initial?.description ?? "");
  const [decorative, setDecorative] = useState(false);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (initial) {
      setPicked(initial);
      setAlt(initial.description);
    }
  }, [initial]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await fetch(`${media.pickerUrl}?${new URLSearchParams({ q: query.trim() })}`, { signal: controller.signal }).catch(() => null);
      setItems(((await answer?.json().catch(() => null)) as { items?: PickedImage[] } | null)?.items ?? []);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, media.pickerUrl]);

  const insert = () => {
    if (!picked) {
      setMessage("Choose an image from the library, or upload one.");
      return;
    }
    if (!alt.trim() && !decorative) {
      setMessage("Describe the image for people who cannot see it, or tick “Decorative”.");
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: picked.url, alt: decorative ? "" : alt.trim(), ...(decorative ? { title: DECORATIVE_TITLE } : {}) })
      .run();
    onClose();
  };

  return (
    <Modal title="Insert an image" onClose={onClose}>
      <div className="grid gap-1">
        <label htmlFor="image-search" className="text-sm font-medium text-ink">
          Search the media library
        </label>
        <input
          id="image-search"
          type="search"
          value={query}
          autoFocus={!initial}
          onChange={(event) => setQuery(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <fieldset>
        <legend className="sr-only">Images</legend>
        <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-auto sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                aria-pressed={picked?.name === item.name}
                onClick={() => {
                  setPicked(item);
                  setAlt(item.description);
                  setDecorative(false);
                  setMessage("");
                }}
                className={`block w-full rounded-lg border-2 p-1 ${picked?.name === item.name ? "border-brand-700" : "border-transparent"}`}
              >
                <img src={item.thumbUrl ?? item.url} alt={item.description || `No description yet (${item.name})`} className="aspect-square w-full rounded object-cover" />
              </button>
            </li>
          ))}
        </ul>
        {!items.length ? <p className="text-sm text-muted">No image found.</p> : null}
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor="image-upload" className="text-sm font-medium text-ink">
          Or upload from this computer
        </label>
        <input
          id="image-upload"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length) void onUpload(files);
          }}
          className="text-sm"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="image-alt" className="text-sm font-medium text-ink">
          Description (alt text){picked ? ` of ${picked.name}` : ""}
        </label>
        <textarea
          id="image-alt"
          rows={2}
          value={alt}
          disabled={decorative}
          autoFocus={Boolean(initial)}
          aria-describedby="image-message"
          onChange={(event) => setAlt(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <label className="mt-1 flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
          Decorative: it adds nothing the text does not say (screen readers skip it)
        </label>
      </div>
      <p id="image-message" className="text-sm font-medium text-red-700" role="alert">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={insert}>
          Insert image
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </Modal>
  );
}
