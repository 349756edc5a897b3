/**
 * The kept HTML of RenderedOnce sections (app/components/RenderedOnce.tsx).
 * A public page's render leaves a slot for each; once the page is rendered,
 * each slot gets the HTML kept for its id, inputs and the site's settings,
 * or the section is rendered then (on its own, with renderToString) and
 * kept, the longest-unused dropped past MAX_BYTES. A section is rendered
 * with the language and settings as its only root data and no router: a
 * component reading anything else of the request there throws, so a section
 * cannot silently depend on what its inputs do not name. An image a section
 * asks the browser to fetch first (fetchPriority="high") is preloaded from
 * the head, where React puts such a preload in a page rendered whole. A
 * section's holes (texts that differ per page) are kept as marks, and each
 * page's values go in their place, escaped as React escapes a text.
 */
import { isKeptAnswer } from "~/server/infra/content-versions.server";
import { createHash, randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { SLOT_ELEMENT, type SectionSlots } from "~/lib/section-slots";
import type { RootData } from "~/lib/root-data";

const MAX_BYTES = 4 * 1024 * 1024;

interface Section {
  /** UTF-8, as it goes out (encoding a page's text costs more than rendering a small part of it), cut at its holes. */
  parts: Buffer<ArrayBuffer>[];
  /** The hole between each part and the next. */
  holes: string[];
  /** The `<link rel="preload">` tags React hoisted out of the section (it has no head of its own). */
  preloads: string;
}

const kept = new Map<string, Section>();
let keptBytes = 0;
let mode: "keep" | "fresh" | "in-place" = "keep";

/**
 * Tests: "fresh" renders every section anew in its slot, "in-place" inside
 * the page as if there were no RenderedOnce (to compare with the kept HTML).
 */
export function sectionMode(next: typeof mode) {
  mode = next;
  kept.clear();
  keptBytes = 0;
}

/** The digests of inputs a kept read answered with (content-versions.server.ts): such an input never changes. */
const frozenDigests = new WeakMap<object, string>();

/** A section's inputs as one text: a kept read's answer by its digest, made once, anything else as JSON. */
function inputsText(inputs: readonly unknown[]): string {
  return inputs
    .map((input) => {
      if (!input || typeof input !== "object" || !isKeptAnswer(input)) return JSON.stringify(input) ?? "null";
      let digest = frozenDigests.get(input);
      if (digest === undefined) {
        digest = `#${createHash("sha1").update(JSON.stringify(input)).digest("base64")}`;
        frozenDigests.set(input, digest);
      }
      return digest;
    })
    .join(",");
}

/** Inputs this long at most are a key as they are. */
const SHORT_INPUTS = 200;

/** A short mark for each settings text seen (a handful: one per language, per change of the settings). */
const settingsMarks = new Map<string, string>();

function settingsMark(settings: string): string {
  let mark = settingsMarks.get(settings);
  if (mark === undefined) {
    if (settingsMarks.size >= 64) settingsMarks.clear();
    mark = createHash("sha1").update(settings).digest("base64");
    settingsMarks.set(settings, mark);
  }
  return mark;
}

/** The root data a section may read: the same for every request in one language. */
function settingsOf(root: RootData) {
  return { locale: root.locale, lang: root.lang, business: root.business, intakeUrls: root.intakeUrls, siteUrl: root.siteUrl };
}
type Settings = ReturnType<typeof settingsOf>;

/** Root data with the language and settings only: any other field read inside a section throws. */
function settingsOnly(allowed: Settings): RootData {
  return new Proxy(allowed, {
    get(target, name) {
      if (typeof name === "string" && !(name in target)) throw new Error(`a RenderedOnce section read the root data's "${name}": pass it in its inputs`);
      return Reflect.get(target, name);
    },
  }) as RootData;
}

/** The preloads React writes first when what it renders has no head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** A hole's mark: text no page can spell (this process's own token), kept as it is by React's escaping. */
const HOLE_TOKEN = randomUUID();
const HOLE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const HOLE_MARK = new RegExp(`${HOLE_TOKEN}\\.([A-Za-z][A-Za-z0-9]*)\\.`);

function holeMark(hole: string): string {
  if (!HOLE_NAME.test(hole)) throw new Error(`a RenderedOnce hole's name is letters and digits: "${hole}"`);
  return `${HOLE_TOKEN}.${hole}.`;
}

/** A hole's value as React writes a text or an attribute's value. */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Each section's short name for its useId names (the page repeats them): made from its id, the same in every process. */
const prefixes = new Map<string, string>();
const prefixOwners = new Map<string, string>();

export function sectionIdPrefix(id: string): string {
  let prefix = prefixes.get(id);
  if (prefix === undefined) {
    prefix = `${createHash("sha1").update(id).digest("hex").slice(0, 5)}-`;
    const owner = prefixOwners.get(prefix);
    if (owner !== undefined && owner !== id) throw new Error(`the RenderedOnce sections "${owner}" and "${id}" have the same short name: rename one`);
    prefixOwners.set(prefix, id);
    prefixes.set(id, prefix);
  }
  return prefix;
}

/** A section on its own; its useId names start with its own short name, so they never meet the page's. */
function renderSection(id: string, allowed: Settings, inside: ReactNode): Section {
  const data = { loaderData: { root: settingsOnly(allowed) }, actionData: null, errors: null };
  const html = renderToString(<UNSAFE_DataRouterDataContext.Provider value={data as never}>{inside}</UNSAFE_DataRouterDataContext.Provider>, {
    identifierPrefix: sectionIdPrefix(id),
  });
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? "";
  // split with a group: text, hole, text, hole, ..., text.
  const pieces = html.slice(preloads.length).split(HOLE_MARK);
  if (pieces.length > 1) holesWhereSafe(id, preloads, pieces);
  return {
    parts: pieces.filter((_, index) => index % 2 === 0).map((piece) => Buffer.from(piece)),
    holes: pieces.filter((_, index) => index % 2 === 1),
    preloads,
  };
}

/** Attributes whose value is an address: React checks a value there (javascript:), a hole's would skip that check. */
const ADDRESS_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "formaction", "poster", "cite", "data", "xlink:href", "ping", "background"]);

/**
 * Escaping as React escapes a text is right for a text and a plain attribute's value only:
 * a hole anywhere else (an address, a script or style, the head's preloads) fails the page.
 */
function holesWhereSafe(id: string, preloads: string, pieces: readonly string[]) {
  const refuse = (where: string) => {
    throw new Error(`the RenderedOnce section "${id}" writes a hole ${where}: holes go in a text or a plain attribute's value`);
  };
  if (preloads.includes(HOLE_TOKEN)) refuse("into a preload");
  let before = "";
  for (let index = 1; index < pieces.length; index += 2) {
    before += pieces[index - 1];
    const tagStart = before.lastIndexOf("<");
    if (tagStart > before.lastIndexOf(">")) {
      const attribute = /([^\s="]+)="[^"]*$/.exec(before.slice(tagStart))?.[1]?.toLowerCase();
      if (attribute === undefined || ADDRESS_ATTRIBUTES.has(attribute)) refuse(`into the attribute ${attribute ?? "name"}`);
    } else if (/<(script|style)\b(?![\s\S]*<\/\1>)[\s\S]*$/i.test(before)) {
      refuse("into a script or a style");
    }
    before += "hole";
  }
}

const sizeOf = (key: string, section: Section) =>
  key.length + section.parts.reduce((bytes, part) => bytes + part.byteLength, 0) + section.preloads.length;

function keep(key: string, section: Section) {
  kept.set(key, section);
  keptBytes += sizeOf(key, section);
  for (const [oldest, value] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= sizeOf(oldest, value);
  }
}

/** Where React puts a page's image preloads: after the viewport and the preloads already there. */
const PRELOADS_PLACE = /<meta name="viewport"[^>]*\/>(?:<link rel="preload"[^>]*\/>)*/;

/** `head` (the page up to its first section) with the sections' preloads where React would have put them. */
function withPreloads(head: string, preloads: string): string {
  if (!preloads) return head;
  const place = PRELOADS_PLACE.exec(head);
  if (!place) return head;
  const at = place.index + place[0].length;
  return `${head.slice(0, at)}${preloads}${head.slice(at)}`;
}

/**
 * The slots of one page's render (`slots`), and `fill`, which gives the
 * rendered page's bytes with each section's HTML in its slot's place. Null
 * without root data (the root's own error page): sections then render in place.
 */
export function sectionSlots(root: RootData | undefined): { slots: SectionSlots; fill(html: string): Buffer<ArrayBuffer> } | null {
  if (!root || mode === "in-place") return null;
  const keeping = mode === "keep";
  const allowed = settingsOf(root);
  const settings = settingsMark(JSON.stringify(allowed));
  // A slot's name no text of the page can spell (a post's HTML is the page's too).
  const prefix = randomUUID();
  const sections: { id: string; key: string; inside: ReactNode; holes: Readonly<Record<string, string>> | undefined }[] = [];
  const slots: SectionSlots = {
    add(id, inputs, inside, holes) {
      const text = inputsText(inputs);
      // Short inputs name themselves; a long one is named by its digest, the kept map's key kept small.
      const key = `${id}\u0000${settings}\u0000${text.length <= SHORT_INPUTS ? text : createHash("sha1").update(text).digest("base64")}`;
      sections.push({ id, key, inside, holes });
      return `${prefix}-${sections.length - 1}`;
    },
    mark: holeMark,
  };
  const opening = `<${SLOT_ELEMENT} data-slot="${prefix}-`;
  const closing = `"></${SLOT_ELEMENT}>`;
  const fill = (html: string) => {
    let preloads = "";
    const parts: (string | Buffer<ArrayBuffer>)[] = [];
    let from = 0;
    for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, from)) {
      const end = html.indexOf(closing, at);
      const { id, key, inside, holes } = sections[Number(html.slice(at + opening.length, end))]!;
      let section = keeping ? kept.get(key) : undefined;
      if (section === undefined) {
        section = renderSection(id, allowed, inside);
        if (keeping) keep(key, section);
      } else {
        kept.delete(key);
        kept.set(key, section);
      }
      preloads += section.preloads;
      parts.push(html.slice(from, at), section.parts[0]!);
      for (const [index, hole] of section.holes.entries()) {
        const value = holes?.[hole];
        if (value === undefined) throw new Error(`the RenderedOnce section "${id}" has a hole "${hole}" it was given no value for`);
        parts.push(escaped(value), section.parts[index + 1]!);
      }
      from = end + closing.length;
    }
    parts.push(html.slice(from));
    if (typeof parts[0] === "string") parts[0] = withPreloads(parts[0], preloads);
    // One buffer, each part written into it once.
    let length = 0;
    for (const part of parts) length += typeof part === "string" ? Buffer.byteLength(part) : part.length;
    const page = Buffer.allocUnsafe(length);
    let offset = 0;
    for (const part of parts) offset += typeof part === "string" ? page.write(part, offset) : part.copy(page, offset);
    return page;
  };
  return { slots, fill };
}
