/**
 * Post bodies: markdown or HTML written by admins, rendered to HTML on the
 * server and sanitised before any visitor's browser sees it. An admin account
 * can be stolen, so the body is treated as hostile: no script, style, event
 * handler, frame, form, or javascript:/data: URL survives (see decision 0302).
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A body is HTML when it starts with a block-level tag; anything else is
 * markdown (which may still contain inline HTML: sanitised the same way).
 */
const HTML_START = /^<(p|div|h[1-6]|ul|ol|blockquote|section|article|figure|table|pre|img|br|hr|!--)[\s/>]/i;

function looksLikeHtml(body: string): boolean {
  return HTML_START.test(body.trimStart());
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
    "ul", "ol", "li", "dl", "dt", "dd",
    "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr", "cite", "q", "kbd",
    "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  // Links: web, mail and phone only. Images: this site's own paths only
  // (the Content-Security-Policy allows no other image origin anyway).
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // Frames: none (decision 0302). The CSP would block them as well.
  allowedIframeHostnames: [],
  // Dropped along with their content, not unwrapped into text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
  disallowedTagsMode: "discard",
  transformTags: {
    // The article title is the page's only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : { ...attribs, rel: attribs.rel ?? "" },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
  },
  // An image whose src was removed (foreign or data: URL) is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  nestingLimit: 50,
};

/** Sanitises HTML to the allowlist above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).replace(/ rel=""/g, "");
}

/** The body as safe HTML: markdown rendered first unless it already is HTML. */
export function renderPostBody(body: string): string {
  const source = body.trim();
  if (!source) return "";
  const html = looksLikeHtml(source) ? source : (markdown.parse(source) as string);
  return sanitizePostHtml(html);
}

/** The body as plain text (for the excerpt fallback, read time and the feed). */
export function postPlainText(body: string): string {
  // Block ends become spaces, so words of adjacent paragraphs stay apart.
  const spaced = renderPostBody(body).replace(/<\/(p|h[2-6]|li|blockquote|pre|tr|td|th|figcaption|dt|dd)>|<br \/>/g, "$& ");
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}
