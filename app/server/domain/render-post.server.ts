/**
 * Post bodies: markdown or HTML written by admins, rendered to HTML on the
 * server and sanitised before any visitor's browser sees it. An admin account
 * can be stolen, so the body is treated as hostile: no script, style, event
 * handler, frame, form, or javascript:/data: URL survives (see decision 0302).
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { DECORATIVE_TITLE } from "~/lib/content-checks";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { previewImageUrl, responsiveImagesFor } from "~/server/domain/post-images.server";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A body is HTML when it starts with a block-level tag; anything else is
 * markdown (which may still contain inline HTML: sanitised the same way).
 */
const HTML_START = /^<(p|div|h[1-6]|ul|ol|blockquote|section|article|figure|table|pre|img|br|hr|!--)[\s/>]/i;

function looksLikeHtml(body: string): boolean {
  return HTML_START.test(body.trimStart());
}

/** The post allowlist; the newsletter email extends it (newsletter-email.server.ts). */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
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
    img: (tagName, attribs) => {
      // `![](src "decorative")`: an image marked decorative has an empty alt and no tooltip (decision 0331).
      const { title, ...rest } = attribs;
      const decorative = title?.trim().toLowerCase() === DECORATIVE_TITLE;
      return { tagName, attribs: { ...rest, ...(title && !decorative ? { title } : {}), alt: decorative ? "" : (attribs.alt ?? ""), loading: "lazy" } };
    },
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
  const kept = renderedBodies.get(body);
  if (kept !== undefined) {
    renderedBodies.delete(body);
    renderedBodies.set(body, kept);
    return kept;
  }
  const source = body.trim();
  const html = source ? sanitizePostHtml(looksLikeHtml(source) ? source : (markdown.parse(source) as string)) : "";
  renderedBodies.set(body, html);
  renderedLength += body.length + html.length;
  for (const [oldest, rendered] of renderedBodies) {
    if (renderedLength <= RENDERED_KEPT_LENGTH) break;
    renderedBodies.delete(oldest);
    renderedLength -= oldest.length + rendered.length;
  }
  return html;
}

/** Bodies rendered lately, by their text, least recent first: an article's page renders the same body again and again. */
const renderedBodies = new Map<string, string>();
/** Characters of text and HTML kept at most. */
const RENDERED_KEPT_LENGTH = 4_000_000;
let renderedLength = 0;

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

/** As wide as the article's column: the browser picks the copy. */
const INLINE_IMAGE_SIZES = "(min-width: 56rem) 56rem, 100vw";

const UPLOADED_IMAGE_URL = /\/media\/post-images\/post-[0-9a-z.-]+/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function attributeOf(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/**
 * Sanitised HTML whose uploaded images become <picture> elements like the
 * post image (decision 0332): AVIF and WebP sources, the cleaned original as
 * the fallback, width and height so nothing shifts, lazy. `srcOf` names the
 * fallback's address (a preview adds its token). Images without a record
 * (seeded art, another site's path) stay plain <img>.
 */
export function withResponsiveImages(html: string, images: Record<string, ResponsiveImage>, srcOf: (url: string) => string = (url) => url): string {
  return html.replace(/<img\s[^>]*>/g, (tag) => {
    const src = attributeOf(tag, "src");
    const image = src ? images[src.replace(/&amp;/g, "&")] : undefined;
    if (!src || !image) return tag;
    const alt = attributeOf(tag, "alt") ?? "";
    const title = attributeOf(tag, "title");
    const sources = image.sources
      .map((source) => `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${INLINE_IMAGE_SIZES}" />`)
      .join("");
    const fallback =
      `<img src="${escapeAttribute(srcOf(src.replace(/&amp;/g, "&")))}"` +
      (image.srcSet ? ` srcset="${escapeAttribute(image.srcSet)}" sizes="${INLINE_IMAGE_SIZES}"` : "") +
      ` width="${image.width}" height="${image.height}" alt="${alt}"${title ? ` title="${title}"` : ""} loading="lazy" decoding="async" />`;
    return `<picture>${sources}${fallback}</picture>`;
  });
}

/** The uploaded images a body names (their addresses, once each). */
export function inlineImageUrls(body: string): string[] {
  return [...new Set(body.match(UPLOADED_IMAGE_URL) ?? [])];
}

/** Each image the body shows, by its address, with the alt text the body gives it ("" when decorative). */
export function inlineImageAlts(body: string): Array<{ url: string; alt: string }> {
  return (renderPostBody(body).match(/<img\s[^>]*>/g) ?? []).flatMap((tag) => {
    const src = attributeOf(tag, "src");
    return src ? [{ url: decodeEntities(src), alt: decodeEntities(attributeOf(tag, "alt") ?? "") }] : [];
  });
}

/**
 * The body as a page shows it: rendered, sanitised, its uploaded images as
 * responsive <picture> elements; a preview's addresses carry its token.
 */
export async function renderPostBodyForPage(body: string, { previewToken }: { previewToken?: string } = {}): Promise<string> {
  const html = renderPostBody(body);
  const urls = inlineImageUrls(html);
  if (!urls.length) return html;
  const images = await responsiveImagesFor(urls, { previewToken });
  return withResponsiveImages(html, images, (url) => (previewToken ? (previewImageUrl(url, previewToken) ?? url) : url));
}
