/**
 * HTML read as a browser's DOM, without running anything: happy-dom parses
 * (decision 0340), Testing Library queries by role, label and text.
 */
import { type BoundFunctions, configure, queries, within } from "@testing-library/dom";
import { Window } from "happy-dom";

// A query that finds nothing (or too much) says so in a line, without printing the page.
configure({
  getElementError: (message) => {
    const error = new Error((message ?? "").split("\n\n")[0]);
    error.name = "TestingLibraryElementError";
    return error;
  },
});

/** One window per test file: its parser makes every page's document. Scripts, styles and frames never load. */
let window: Window | undefined;

function parser() {
  window ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
      // No stylesheet is loaded anyway: hidden means the hidden or aria-hidden attribute (2.5 times faster queries).
      disableComputedStyleRendering: true,
    },
  });
  return new window.DOMParser();
}

/** The document a browser would build from `html` (typed as the DOM's own Document for Testing Library). */
export function parseHtml(html: string): Document {
  return parser().parseFromString(html, "text/html") as unknown as Document;
}

export type Queries = BoundFunctions<typeof queries>;

/** Testing Library's queries within an element (`screen` for a whole page is `within(document.body)`). */
export function queriesIn(element: Element): Queries {
  return within(element as HTMLElement);
}

/** Text as a person reads it: whitespace runs as one space, trimmed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Every JSON-LD block of a page, parsed (arrays flattened). */
export function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? "") as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** An element's accessible description: the text of what its aria-describedby names, in order. */
export function descriptionOf(element: Element): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => textOf(element.ownerDocument.getElementById(id))).join(" ");
}

/**
 * A refused form's summary as a screen reader finds it (the alert whose heading matches
 * `heading`): its heading, and each link with the field it leads to.
 */
export function refusalSummary(document: Document, heading: RegExp): { heading: string; links: { name: string; field: Element | null }[] } {
  const alert = queriesIn(document.body)
    .getAllByRole("alert")
    .find((candidate) => heading.test(textOf(queriesIn(candidate).queryByRole("heading"))));
  if (!alert) throw new Error(`no alert with a heading matching ${heading}`);
  const links = queriesIn(alert)
    .getAllByRole("link")
    .map((link) => ({ name: textOf(link), field: document.getElementById((link.getAttribute("href") ?? "").replace(/^#/, "")) }));
  return { heading: textOf(queriesIn(alert).getByRole("heading")), links };
}
