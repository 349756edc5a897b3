/**
 * A post as a newsletter email (decision 0621): an HTML part (our own simple
 * markup, one column, no tables, CSS inlined by juice so clients that drop
 * <style> still show it) and a plain-text part made from the same sanitised
 * body; images are absolute https links to their responsive copies with
 * their alt text, links are left as the author wrote them (made absolute,
 * never rewritten: nothing records opens or clicks), no script, no remote
 * font. The footer is what Canada's anti-spam law asks of every message:
 * who sends it (name, mailing address, contact), why the person receives it
 * (the date they subscribed) and an unsubscribe link; the headers give mail
 * clients their unsubscribe button (RFC 2369 and RFC 8058).
 *
 * The message is rendered once per newsletter (`renderNewsletter`, juice
 * runs once); each recipient's copy only fills in their own parts
 * (`personalise`): the unsubscribe link and the subscription date. (The
 * outbox gives each copy its own Message-ID, kept across retries.)
 */
import sanitizeHtml from "sanitize-html";
import type { Business } from "~/content/business";
import { formatAgencyDate } from "~/lib/agency-time";
import { formatDate, formatPhone, translate, translator, type Translate } from "~/lib/i18n";
import { LANGUAGE_TAG, type Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { renderPostBody, SANITIZE_OPTIONS } from "~/server/domain/render-post.server";
import { responsiveImagesFor } from "~/server/domain/post-images.server";

/** The width the message is laid out for; images get the copy nearest above it. */
export const EMAIL_WIDTH = 600;

/** Where a post is read: each edition's blog (docs/french-edition.md, addresses). */
const BLOG_PATH: Record<Locale, string> = { en: "/blog/", fr: "/fr/blogue/" };

/** Where the unsubscribe link of a newsletter points: the page, and the RFC 8058 one-click POST. */
export const UNSUBSCRIBE_LINK_PATH = "/newsletter/unsubscribe/";

export interface NewsletterPost {
  /** The post's own language: a French reader given an English one reads "this article is in English" (docs/french-edition.md). */
  language?: Locale;
  title: string;
  slug: string;
  content: string;
  image: string | null;
  image_alt: string | null;
  image_decorative: number;
}

export interface NewsletterDraft {
  subject: string;
  intro: string;
  post: NewsletterPost;
  /** The edition: its frame (greeting, button, footer, unsubscribe page) in this language. */
  language?: Locale;
}

export interface NewsletterSite {
  siteUrl: string;
  business: Business;
  /** The List-Id's own part: one list, "<newsletter.host>". */
  listId: string;
}

/** The message with the recipient's parts still to fill in (see `personalise`). */
export interface RenderedNewsletter {
  language: Locale;
  subject: string;
  html: string;
  text: string;
  articleUrl: string;
}

export interface NewsletterRecipient {
  email: string;
  unsubscribeToken: string;
  /** When they subscribed (ISO): the footer says so. */
  subscribedAt: string;
}

export interface PersonalMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

// Placeholders for each recipient's own parts: plain text to juice (its code blocks are off) and to the
// sanitiser. `breakSlots` breaks up the same spelling in what editors typed, before and after sanitising.
const SLOT = {
  unsubscribe: "{{nl:unsubscribe}}",
  subscribedOn: "{{nl:subscribed-on}}",
} as const;

function breakSlots(text: string): string {
  return text.replaceAll("{{nl:", "{{ nl:");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text an editor typed without control characters, and without anything spelled like a placeholder. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return breakSlots(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""));
}

function absolute(url: string, siteUrl: string): string {
  try {
    return new URL(url, siteUrl).toString();
  } catch {
    return url;
  }
}

/** The copy of each uploaded image to link: its own format (every client shows it), the smallest at least EMAIL_WIDTH wide, else the largest. */
async function emailImageCopies(urls: string[]): Promise<Map<string, { url: string; width: number; height: number }>> {
  const responsive = await responsiveImagesFor(urls);
  const copies = new Map<string, { url: string; width: number; height: number }>();
  for (const [url, image] of Object.entries(responsive)) {
    const candidates = image.srcSet
      .split(",")
      .map((entry) => entry.trim().split(/\s+/))
      .map(([candidate, width]) => ({ url: candidate!, width: Number.parseInt(width ?? "0", 10) }))
      .filter((candidate) => candidate.url && candidate.width > 0)
      .sort((a, b) => a.width - b.width);
    const chosen = candidates.find((candidate) => candidate.width >= EMAIL_WIDTH) ?? candidates.at(-1);
    if (chosen) copies.set(url, { url: chosen.url, width: image.width, height: image.height });
  }
  return copies;
}

const STYLE = `
body { margin: 0; padding: 0; background: #f4f6f8; color: #1f2933; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.6; }
.wrapper { max-width: ${EMAIL_WIDTH}px; margin: 0 auto; padding: 16px; background: #ffffff; }
.brand { margin: 0 0 16px; font-size: 14px; font-weight: bold; color: #0b5c57; }
h1 { margin: 0 0 12px; font-size: 26px; line-height: 1.25; color: #102a43; }
h2, h3, h4, h5, h6 { margin: 24px 0 8px; line-height: 1.3; color: #102a43; }
h2 { font-size: 21px; }
h3 { font-size: 18px; }
p, ul, ol, blockquote, pre, figure { margin: 0 0 16px; }
ul, ol { padding-left: 24px; }
li { margin: 0 0 6px; }
a { color: #0b5c57; text-decoration: underline; }
img { display: block; max-width: 100%; height: auto; border: 0; }
blockquote { padding-left: 12px; border-left: 4px solid #d9e2ec; color: #334e68; }
pre, code { font-family: Menlo, Consolas, monospace; font-size: 14px; white-space: pre-wrap; word-break: break-word; }
.intro { font-size: 17px; color: #334e68; }
.read { margin: 24px 0; }
.read a { display: inline-block; padding: 10px 16px; background: #0b5c57; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold; }
.footer { margin-top: 32px; padding-top: 16px; border-top: 1px solid #d9e2ec; font-size: 13px; line-height: 1.5; color: #52606d; }
.footer p { margin: 0 0 8px; }
.footer a { color: #52606d; }
@media (max-width: 480px) { .wrapper { padding: 12px; } h1 { font-size: 22px; } }
`;

/** The style properties the email's own CSS uses: the only ones its HTML may carry. */
const STYLE_PROPERTIES = [...new Set([...STYLE.matchAll(/([a-z-]+)\s*:/g)].map((match) => match[1]!))];

/** A style value without url(), expression(), escapes, quotes or anything else that could fetch or run. */
const PLAIN_STYLE_VALUE = /^[-\w\s#.,%]+$/;

/**
 * The allowlist for the inlined message, applied after juice: the post's, the
 * email's own frame (document tags, its classes, an h1), `style` attributes of
 * the email's properties with plain values, and images from this site only.
 */
function emailSanitizeOptions(siteUrl: string): sanitizeHtml.IOptions {
  const site = new URL(siteUrl).origin;
  const onSite = (url: string | undefined) => {
    try {
      return !!url && new URL(url).origin === site;
    } catch {
      return false;
    }
  };
  return {
    ...SANITIZE_OPTIONS,
    allowedTags: [...(SANITIZE_OPTIONS.allowedTags || []), "html", "head", "meta", "title", "body", "div", "h1"],
    allowedAttributes: { ...SANITIZE_OPTIONS.allowedAttributes, html: ["lang"], div: ["lang"], meta: ["charset", "name", "content"], "*": ["style"] },
    allowedClasses: { p: ["brand", "intro", "read"], div: ["wrapper", "footer"] },
    allowedStyles: { "*": Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [PLAIN_STYLE_VALUE]])) },
    allowedSchemesByTag: { img: ["https", "http"] },
    // Already applied by the first pass (rel, h1 to h2, lazy images): the email keeps its own h1.
    transformTags: {},
    exclusiveFilter: (frame) => frame.tag === "img" && !onSite(frame.attribs.src),
    nestingLimit: (SANITIZE_OPTIONS.nestingLimit ?? 50) + 5,
  };
}

/** The sanitised post body with every image and link made absolute, images pointing at their email copy. */
function emailBodyHtml(html: string, siteUrl: string, copies: Map<string, { url: string; width: number; height: number }>): string {
  return html
    .replace(/<img\b([^>]*?)\s*\/?>/g, (_, attrs: string) => {
      const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1] ?? "";
      const alt = /\salt="([^"]*)"/.exec(attrs)?.[1] ?? "";
      const copy = copies.get(src.replace(/&amp;/g, "&"));
      const url = escapeHtml(absolute(copy?.url ?? src.replace(/&amp;/g, "&"), siteUrl));
      const size = copy ? ` width="${Math.min(copy.width, EMAIL_WIDTH)}"` : "";
      return `<img src="${url}" alt="${alt}"${size} />`;
    })
    .replace(/<a\b([^>]*?)\shref="([^"]*)"/g, (_, before: string, href: string) => {
      return `<a${before} href="${escapeHtml(absolute(href.replace(/&amp;/g, "&"), siteUrl))}"`;
    });
}

/** Who sends it, from the same business identity in both languages: the address and phone written per language. */
function sender(site: NewsletterSite, t: Translate, language: Locale) {
  const { business } = site;
  return {
    address: t("newsletterEmail.address", { ...business.address }),
    phone: language === "en" ? business.phone : formatPhone(language, business.phone),
  };
}

function footerHtml(site: NewsletterSite, t: Translate, language: Locale): string {
  const { business } = site;
  const { address, phone } = sender(site, t, language);
  const unsubscribe = `<a href="${SLOT.unsubscribe}">${escapeHtml(t("newsletterEmail.unsubscribe"))}</a>`;
  return [
    `<div class="footer">`,
    `<p>${escapeHtml(t("newsletterEmail.why", { company: business.companyName, date: SLOT.subscribedOn }))}`,
    ` ${escapeHtml(t("newsletterEmail.unsubscribeHtml", { unsubscribe: "\u0000" })).replace("\u0000", unsubscribe)}</p>`,
    `<p>${escapeHtml(business.legalName)}<br />${escapeHtml(address)}<br />`,
    `${escapeHtml(phone)} · <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a> · `,
    `<a href="${escapeHtml(site.siteUrl)}">${escapeHtml(new URL(site.siteUrl).host)}</a></p>`,
    `</div>`,
  ].join("");
}

function footerText(site: NewsletterSite, t: Translate, language: Locale): string {
  const { business } = site;
  const { address, phone } = sender(site, t, language);
  return [
    "--",
    t("newsletterEmail.why", { company: business.companyName, date: SLOT.subscribedOn }),
    t("newsletterEmail.unsubscribeText", { link: SLOT.unsubscribe }),
    "",
    business.legalName,
    address,
    `${phone} · ${business.email} · ${site.siteUrl}`,
  ].join("\n");
}

/** Decodes what sanitize-html escapes in text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&amp;/g, "&");
}

/**
 * The plain-text part from the email's body HTML (already sanitised, so its
 * markup is the sanitiser's own regular spelling): headings underlined, list
 * items as "- " or "1. ", links as "text (address)", images as
 * "[Image: alt] address", paragraphs apart by a blank line.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<img\b[^>]*?\ssrc="([^"]*)"[^>]*?\salt="([^"]*)"[^>]*>/g, (_, src: string, alt: string) => `\n[Image${alt ? `: ${alt}` : ""}] ${src}\n`)
    .replace(/<img\b[^>]*>/g, "")
    .replace(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]+>/g, "").trim();
      return !label || decodeEntities(label) === decodeEntities(href) ? href : `${label} (${href})`;
    })
    .replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g, (_, inner: string) => {
      const heading = decodeEntities(inner.replace(/<[^>]+>/g, "").trim());
      return `\n\n${heading}\n${"-".repeat(Math.min(heading.length, 60))}\n\n`;
    })
    .replace(/<ol[^>]*>([\s\S]*?)<\/ol>/g, (_, inner: string) => {
      let n = 0;
      return `\n${inner.replace(/<\/li>\s*/g, "").replace(/<li[^>]*>/g, () => `\n${++n}. `)}\n`;
    })
    .replace(/<\/li>\s*/g, "")
    .replace(/<li[^>]*>/g, "\n- ")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/(p|ul|ol|blockquote|pre|figure|div|table|tr)>/g, "\n\n")
    .replace(/<\/(td|th)>/g, "  ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const STYLE_ELEMENT = `<style>${STYLE}</style>`;

/**
 * juice, loaded at its first use (0.2 s of CPU), with its code blocks off: it
 * would keep anything between `{{` and `}}` (or `<%` and `%>`...) out of
 * its parse and paste it back verbatim, so text of the post could close one
 * attribute and open another as a browser reads the result.
 */
async function loadJuice() {
  const { default: juice } = await import("juice");
  for (const name of Object.keys(juice.codeBlocks)) Reflect.deleteProperty(juice.codeBlocks, name);
  return juice;
}

/** The newsletter's message once, with the recipient's parts as placeholders. */
export async function renderNewsletter(draft: NewsletterDraft, site: NewsletterSite): Promise<RenderedNewsletter> {
  const { post } = draft;
  const language = draft.language ?? "en";
  const t = translator(language);
  // A reader of the other edition gets the article in its own language inside a frame in theirs.
  const postLanguage = post.language ?? "en";
  const foreign = language === "fr" && postLanguage === "en";
  const articleLang = foreign ? ` lang="${LANGUAGE_TAG.en}"` : "";
  // One line: a newline in a header would start another header.
  const subject = clean(draft.subject).replace(/[\r\n\t]+/g, " ").trim().slice(0, 200);
  const intro = clean(draft.intro).trim();
  const articleUrl = new URL(`${BLOG_PATH[postLanguage]}${encodeURIComponent(post.slug)}`, site.siteUrl).toString();
  const readLabel = t(foreign ? "newsletterEmail.readInEnglish" : "newsletterEmail.read");
  const notice = foreign ? [t("newsletterEmail.greeting"), t("newsletterEmail.articleInEnglish")] : [];
  // Sanitising decodes entities: the slots are broken again in its output.
  const body = breakSlots(renderPostBody(clean(post.content)));
  const imageUrls = [...body.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  if (post.image) imageUrls.push(post.image);
  const copies = await emailImageCopies(imageUrls);

  const heroAlt = post.image_decorative ? "" : (post.image_alt ?? "");
  const hero = post.image ? emailBodyHtml(`<img src="${escapeHtml(post.image)}" alt="${escapeHtml(heroAlt)}" />`, site.siteUrl, copies) : "";
  const introHtml = intro
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p class="intro">${escapeHtml(paragraph).replace(/\n/g, "<br />")}</p>`)
    .join("");
  const content = emailBodyHtml(body, site.siteUrl, copies);
  const document = [
    `<!doctype html><html lang="${LANGUAGE_TAG[language]}"><head><meta charset="utf-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<meta name="color-scheme" content="light" />`,
    `<title>${escapeHtml(subject)}</title>${STYLE_ELEMENT}</head>`,
    `<body><div class="wrapper">`,
    `<p class="brand">${escapeHtml(site.business.companyName)}</p>`,
    ...notice.map((line) => `<p>${escapeHtml(line)}</p>`),
    foreign ? `<div${articleLang}>` : "",
    `<h1>${escapeHtml(clean(post.title))}</h1>`,
    introHtml,
    hero ? `<p>${hero}</p>` : "",
    content,
    foreign ? `</div>` : "",
    `<p class="read"><a href="${escapeHtml(articleUrl)}">${escapeHtml(readLabel)}</a></p>`,
    footerHtml(site, t, language),
    `</div></body></html>`,
  ].join("");
  // juice copies the <style> onto each element. Its output is sanitised again (juice re-serialises what
  // it parsed), then the <style> is put back for its @media rule (the sanitiser drops <style>).
  const juice = await loadJuice();
  const inlined = juice(document, { removeStyleTags: false, preserveMediaQueries: true, applyWidthAttributes: false, applyHeightAttributes: false });
  const html = `<!doctype html>${sanitizeHtml(inlined, emailSanitizeOptions(site.siteUrl)).replace("</head>", `${STYLE_ELEMENT}</head>`)}`;

  const text = [
    site.business.companyName,
    "",
    ...notice.flatMap((line) => [line, ""]),
    clean(post.title),
    "=".repeat(Math.min(clean(post.title).length, 60)),
    "",
    intro,
    intro ? "" : null,
    hero ? htmlToText(hero) : null,
    hero ? "" : null,
    htmlToText(content),
    "",
    `${readLabel}${language === "fr" ? " :" : ":"} ${articleUrl}`,
    "",
    footerText(site, t, language),
  ]
    .filter((line) => line !== null)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  return { language, subject, html, text, articleUrl };
}

/** The List-Id header's value for this site. */
export function newsletterListId(site: Pick<NewsletterSite, "siteUrl" | "business">): string {
  return `${site.business.companyName.replace(/[<>"]/g, "")} newsletter <newsletter.${new URL(site.siteUrl).hostname}>`;
}

/**
 * A recipient's unsubscribe link (the page with one button); its `/one-click` address takes the RFC 8058 POST.
 * A French reader's link opens the French page (`/fr/infolettre/desabonnement?token=`); the one-click
 * address, read by mail clients, is the same in both languages.
 */
export function unsubscribeLink(siteUrl: string, token: string, oneClick = false, language: Locale = "en"): string {
  if (language === "fr" && !oneClick) {
    const url = new URL(inEdition("fr", "/newsletter/unsubscribe"), siteUrl);
    url.searchParams.set("token", token);
    return url.toString();
  }
  return new URL(`${UNSUBSCRIBE_LINK_PATH}${encodeURIComponent(token)}${oneClick ? "/one-click" : ""}`, siteUrl).toString();
}

/** One recipient's copy: their unsubscribe link and subscription date filled in, and their headers. */
export function personalise(
  message: RenderedNewsletter,
  recipient: NewsletterRecipient,
  site: NewsletterSite,
): PersonalMessage {
  const { language } = message;
  const link = unsubscribeLink(site.siteUrl, recipient.unsubscribeToken, false, language);
  const subscribedOn = language === "en" ? formatAgencyDate(recipient.subscribedAt) : formatDate(language, new Date(recipient.subscribedAt));
  const fill = (text: string, escape: (value: string) => string) =>
    text.replaceAll(SLOT.unsubscribe, escape(link)).replaceAll(SLOT.subscribedOn, escape(subscribedOn));
  const mailto = `mailto:${site.business.email}?subject=${encodeURIComponent(translate(language, "newsletterEmail.mailtoSubject"))}`;
  return {
    to: recipient.email,
    subject: message.subject,
    html: fill(message.html, escapeHtml),
    text: fill(message.text, (value) => value),
    headers: {
      "List-Unsubscribe": `<${unsubscribeLink(site.siteUrl, recipient.unsubscribeToken, true)}>, <${mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": site.listId,
    },
  };
}
