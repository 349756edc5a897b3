import type { Editor } from "@tiptap/core";
import { marked } from "marked";

/** Rendered HTML, for "does the editor keep this body's meaning?" */
export function renderedShape(markdown: string): string {
  return (marked.parse(markdown, { gfm: true, async: false }) as string).replace(/\s+/g, " ").replace(/> </g, "><").trim();
}

/**
 * The Markdown written back after an edit: spaces the browser typed as
 * no-break spaces are plain spaces, and empty paragraphs at the end go.
 */
export function writtenMarkdown(editor: Editor): string {
  return editor.getMarkdown().replace(/\u00a0/g, " ").replace(/\s+$/, "");
}

/** The person's choice of Markdown or visual editing, kept in this browser. */
const MODE_KEY = "post-editor-mode";

export function preferredMode(): string | null {
  try {
    return window.localStorage.getItem(MODE_KEY);
  } catch {
    return null;
  }
}

export function rememberMode(mode: "visual" | "markdown") {
  try {
    window.localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}
