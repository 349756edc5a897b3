/**
 * What a newsletter's HTML must never carry, looked for as a browser reads it
 * (an HTML parser, entities decoded; a frame's srcdoc read as its own
 * document): event handlers, scripts, images or srcset candidates from
 * another origin, style URLs.
 */
import { parseDocument } from "htmlparser2";

/**
 * A post body that plays on juice's `{{ }}` code blocks: the link title opens
 * one, the text closes it, and the quotes that follow turn the image's alt
 * text into attributes (an onerror, a remote srcset and a style URL).
 */
export const PLANTED_BODY =
  `[a](/a "{{") }}" q=' ![x' onerror=alert(1) srcset=https://attacker.example/p.png ` +
  `style=background:url(https://attacker.example/s.png) z=](/x.png)`;

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
}

const STYLE_URL = /url\s*\(|image-set|expression\s*\(|@import|\\/i;

/** Each thing found, as "tag attribute=value"; `scripts` says whether the page's own scripts are expected. */
export function unsafeMarkup(html: string, siteUrl: string, { scripts = false } = {}): string[] {
  const site = new URL(siteUrl).origin;
  const remote = (url: string) => {
    try {
      return new URL(url.trim(), siteUrl).origin !== site;
    } catch {
      return true;
    }
  };
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.type === "script" && !scripts) found.push(`<script>`);
    if (node.type === "style" && STYLE_URL.test((node.children ?? []).map((child) => child.data ?? "").join(""))) found.push("<style> with a URL");
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      const where = `${node.name} ${name}=${value}`;
      if (/^on/i.test(name)) found.push(where);
      if (name === "style" && STYLE_URL.test(value)) found.push(where);
      if (name === "srcset" && value.split(",").some((candidate) => remote(candidate.trim().split(/\s+/)[0] ?? ""))) found.push(where);
      if (name === "src" && remote(value)) found.push(where);
      if (name === "srcdoc") found.push(...unsafeMarkup(value, siteUrl));
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(html) as unknown as Node);
  return found;
}
