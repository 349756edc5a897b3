import type { Editor } from "@tiptap/core";
import { type RefObject, useState } from "react";

/** A toolbar button: a formatting command, or the dialog it opens. */
type ButtonSpec = {
  key: string;
  label: string;
  text: string;
  run?: (editor: Editor) => void;
  dialog?: "link" | "image";
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
  { key: "link", label: "Link", text: "Link", dialog: "link", active: (e) => e.isActive("link"), shortcut: "Ctrl+K" },
  { key: "ul", label: "Bulleted list", text: "• List", run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList"), shortcut: "- then space" },
  { key: "ol", label: "Numbered list", text: "1. List", run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList"), shortcut: "1. then space" },
  { key: "quote", label: "Quote", text: "“ ”", run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive("blockquote"), shortcut: "> then space" },
  { key: "hr", label: "Horizontal rule", text: "―", run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: "image", label: "Image", text: "Image", dialog: "image" },
  { key: "undo", label: "Undo", text: "↶", run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo(), shortcut: "Ctrl+Z" },
  { key: "redo", label: "Redo", text: "↷", run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo(), shortcut: "Ctrl+Shift+Z" },
];

/**
 * The formatting toolbar: one tab stop, the arrow keys, Home and End move
 * through its buttons, Escape goes back to the text. The last button switches
 * between the visual editor and the Markdown textarea.
 */
export function Toolbar({
  editor,
  visual,
  textareaId,
  toolbarRef,
  onDialog,
  onSwitchMode,
}: {
  editor: Editor | null;
  visual: boolean;
  textareaId: string;
  /** The editor's Alt+F10 focuses the toolbar's tab stop through it. */
  toolbarRef: RefObject<HTMLDivElement | null>;
  onDialog: (dialog: "link" | "image") => void;
  onSwitchMode: () => void;
}) {
  const [focusIndex, setFocusIndex] = useState(0);

  const onToolbarKey = (event: React.KeyboardEvent) => {
    const count = BUTTONS.length + 1;
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
    if (spec.dialog) onDialog(spec.dialog);
    else spec.run?.(editor);
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={visual ? undefined : textareaId}
      onKeyDown={onToolbarKey}
      className="sticky top-0 z-10 flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
    >
      {BUTTONS.map((spec, index) => {
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
        tabIndex={focusIndex === BUTTONS.length ? 0 : -1}
        aria-pressed={!visual}
        onFocus={() => setFocusIndex(BUTTONS.length)}
        onClick={onSwitchMode}
        className={`ml-auto min-h-9 rounded px-2 text-sm font-semibold ${!visual ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"}`}
      >
        Markdown
      </button>
    </div>
  );
}
