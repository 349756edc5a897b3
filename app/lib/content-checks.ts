/**
 * The accessibility checks a post body must pass before it is published
 * (decision 0331): pure, on the Markdown (or HTML) the Content field holds, so
 * the server refuses Publish and Schedule with them (no JavaScript needed)
 * and the visual editor lists the same problems as the person writes.
 * Each problem names where it is (the line of the text, and what it is).
 */
import { Lexer, type Token, type Tokens } from "marked";

/** The title attribute that marks an inline image as decorative: `![](/media/… "decorative")`. */
export const DECORATIVE_TITLE = "decorative";

export type ContentProblemKind = "image-alt" | "heading-skipped" | "heading-1" | "link-text" | "table-header";

export interface ContentProblem {
  kind: ContentProblemKind;
  /** The line of the body it is on (1 for the first). */
  line: number;
  /** What to fix, in plain words, with where it is. */
  message: string;
}

/** Link texts that say nothing out of context (WCAG 2.4.4). */
const VAGUE_LINK_TEXTS = new Set(["click here", "here", "read more", "more", "click", "link", "this link", "learn more"]);

/** A link whose text is its own address: a screen reader spells it out. */
const BARE_ADDRESS = /^(?:https?:\/\/|www\.|mailto:)\S+$/i;

/** A link's text as a reader hears it, or null when it is fine. */
function linkTextProblem(text: string): string | null {
  const spoken = text.replace(/\s+/g, " ").trim();
  if (!spoken) return "has no text";
  const plain = spoken.toLowerCase().replace(/[.!…:]+$/, "");
  if (VAGUE_LINK_TEXTS.has(plain)) return `says only “${spoken}”`;
  if (BARE_ADDRESS.test(spoken)) return "is a bare address";
  return null;
}

function shorten(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  return path.slice(path.lastIndexOf("/") + 1) || src;
}

/** The text of inline tokens, images' descriptions included. */
function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === "image") return (token as Tokens.Image).text;
      if ("tokens" in token && Array.isArray(token.tokens)) return inlineText(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

const HTML_TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
}

/** Runs the checks over a body: every problem, in the order of the text. */
export function checkContent(body: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const source = body.replace(/\r\n?/g, "\n");
  const lineAt = (offset: number) => source.slice(0, Math.max(0, offset)).split("\n").length;
  // The title is the page's level-1 heading: the body's first heading is a 2.
  let lastLevel = 1;

  const add = (kind: ContentProblemKind, offset: number, message: (line: number) => string) => {
    const line = lineAt(offset);
    problems.push({ kind, line, message: message(line) });
  };

  const heading = (level: number, text: string, offset: number) => {
    if (level === 1) {
      add("heading-1", offset, (line) => `Line ${line}: the heading “${shorten(text)}” is a level-1 heading. The title is the only one: use Heading 2.`);
    } else if (level > lastLevel + 1) {
      add(
        "heading-skipped",
        offset,
        (line) => `Line ${line}: the heading “${shorten(text)}” skips a level (a ${lastLevel} followed by a ${level}). Use Heading ${lastLevel + 1}.`,
      );
    }
    lastLevel = level;
  };

  const image = (alt: string, src: string, title: string | null, offset: number) => {
    if (!alt.trim() && title?.trim().toLowerCase() !== DECORATIVE_TITLE) {
      add("image-alt", offset, (line) => `Line ${line}: the image “${fileNameOf(src)}” has no description. Describe it, or mark it decorative.`);
    }
  };

  const link = (text: string, href: string, offset: number) => {
    const problem = linkTextProblem(text);
    if (problem) add("link-text", offset, (line) => `Line ${line}: the link to ${shorten(href, 60)} ${problem}. Say where it leads.`);
  };

  const html = (text: string, offset: number) => {
    let openLink: { href: string; start: number; at: number } | null = null;
    let table: { at: number; header: boolean } | null = null;
    for (const match of text.matchAll(HTML_TAG)) {
      const [, closing, rawName, attributes = ""] = match;
      const name = rawName!.toLowerCase();
      const at = offset + (match.index ?? 0);
      const end = (match.index ?? 0) + match[0].length;
      if (!closing && name === "img") image(attribute(attributes, "alt") ?? "", attribute(attributes, "src") ?? "", attribute(attributes, "alt") === null ? null : DECORATIVE_TITLE, at);
      else if (!closing && /^h[1-6]$/.test(name)) {
        const close = text.indexOf(`</${name}`, end);
        heading(Number(name[1]), text.slice(end, close === -1 ? undefined : close).replace(/<[^>]*>/g, ""), at);
      } else if (!closing && name === "a") openLink = { href: attribute(attributes, "href") ?? "", start: end, at };
      else if (closing && name === "a" && openLink) {
        const inner = text.slice(openLink.start, match.index);
        const alts = [...inner.matchAll(/<img\b[^>]*\balt\s*=\s*"([^"]*)"/gi)].map((found) => found[1]).join(" ");
        link(`${inner.replace(/<[^>]*>/g, "")} ${alts}`, openLink.href, openLink.at);
        openLink = null;
      } else if (!closing && name === "table") table = { at, header: false };
      else if (!closing && name === "th" && table) table.header = true;
      else if (closing && name === "table" && table) {
        if (!table.header) add("table-header", table.at, (line) => `Line ${line}: a table has no header row. Give its first row headings.`);
        table = null;
      }
    }
    if (table && !table.header) add("table-header", table.at, (line) => `Line ${line}: a table has no header row. Give its first row headings.`);
  };

  const walk = (tokens: Token[], base: number, within: string) => {
    let cursor = 0;
    for (const token of tokens) {
      const found = token.raw ? within.indexOf(token.raw, cursor) : -1;
      const local = found === -1 ? cursor : found;
      if (found !== -1) cursor = found + token.raw.length;
      const offset = base + local;
      const inner = (children: Token[] | undefined) => children && walk(children, found === -1 ? base : offset, found === -1 ? within : token.raw);
      switch (token.type) {
        case "heading": {
          const { depth, tokens: children } = token as Tokens.Heading;
          heading(depth, inlineText(children), offset);
          inner(children);
          break;
        }
        case "image": {
          const { text, href, title } = token as Tokens.Image;
          image(text, href, title ?? null, offset);
          break;
        }
        case "link": {
          const { href, tokens: children } = token as Tokens.Link;
          link(inlineText(children), href, offset);
          inner(children);
          break;
        }
        case "table": {
          const { header, rows } = token as Tokens.Table;
          if (header.every((cell) => !cell.text.trim())) {
            add("table-header", offset, (line) => `Line ${line}: a table has no header row. Give its first row headings.`);
          }
          for (const cell of [...header, ...rows.flat()]) inner(cell.tokens);
          break;
        }
        case "list":
          for (const item of (token as Tokens.List).items) inner(item.tokens);
          break;
        case "html":
          html((token as Tokens.HTML).text, offset);
          break;
        default:
          if ("tokens" in token && Array.isArray(token.tokens)) inner(token.tokens);
      }
    }
  };

  walk(new Lexer({ gfm: true }).lex(source), 0, source);
  return problems;
}

/** The internal addresses a body links to (paths on this site), with their lines, for the "leads nowhere" warnings. */
export function internalLinks(body: string, siteOrigin?: string): Array<{ path: string; line: number }> {
  const source = body.replace(/\r\n?/g, "\n");
  const links: Array<{ path: string; line: number }> = [];
  const pattern = /\]\(\s*<?([^)\s>]+)|\bhref\s*=\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) {
    const target = match[1] ?? match[2] ?? "";
    let path: string | null = null;
    if (target.startsWith("/") && !target.startsWith("//")) path = target;
    else if (siteOrigin && target.startsWith(`${siteOrigin}/`)) path = target.slice(siteOrigin.length);
    if (path === null) continue;
    const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
    links.push({ path: clean, line: source.slice(0, match.index).split("\n").length });
  }
  return links;
}
