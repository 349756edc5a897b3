/**
 * Where an enquiry came from (decision 0901): the rules, without a request
 * or a database, so the capture and the channel are unit-tested once.
 * The server side (app/server/forms/enquiry-source.server.ts) reads the
 * request and the visit trail and hands them to `sourceOf`; the domain
 * (app/server/domain/enquiry-sources.server.ts) stores the result.
 */
import type { Locale } from "~/lib/locale";

/** What the visitor did before sending a form, from the server's own page-view counting (no cookie). */
export type VisitTrail = {
  landingPage: string | null;        // first page of the visit (path, no query)
  previousPage: string | null;       // the page viewed before the form's page (path), if any
  referrerDomain: string | null;     // the external site that sent the visit ("google.com"), never our own
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string } | null;
};
export type VisitTrailLookup = (visitor: { ip: string; userAgent: string }, now: Date) => Promise<VisitTrail | null>;

/** The records that have a source. A referral is a care request sent from /refer. */
export const ENQUIRY_KINDS = ["care-request", "referral", "contact", "application", "review", "newsletter"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The answers to "How did you hear about us?" (care request and job forms); staff read these labels. */
export const HEARD_ABOUT = [
  { value: "search", label: "Search engine" },
  { value: "social", label: "Social media" },
  { value: "friend", label: "A friend or family" },
  { value: "professional", label: "A health professional or hospital" },
  { value: "ontario-health", label: "Ontario Health atHome" },
  { value: "advertisement", label: "An advertisement" },
  { value: "other", label: "Other" },
] as const;
export type HeardAboutChoice = (typeof HEARD_ABOUT)[number]["value"];
export const HEARD_ABOUT_VALUES = HEARD_ABOUT.map((item) => item.value) as [HeardAboutChoice, ...HeardAboutChoice[]];
export const HEARD_ABOUT_OTHER_MAX = 100;
/** The form fields of the question (a select and an optional text). */
export const HEARD_ABOUT_FIELDS = ["heardAbout", "heardAboutOther"] as const;
export interface HeardAbout {
  heardAbout?: HeardAboutChoice;
  heardAboutOther?: string;
}

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;
/** The hidden fields a form page carries from its own query string (`utm_source`, ..., `partner`). */
export const SOURCE_FIELDS = [...UTM_KEYS.map((key) => `utm_${key}` as const), "partner"] as const;

export const PATH_MAX = 200;
export const UTM_MAX = 100;
const DOMAIN_MAX = 100;
const PARTNER = /^[A-Za-z0-9_-]{1,40}$/;

/** The channels the staff lists filter by, in the filter's order. */
export const CHANNELS = [
  { value: "partner", label: "Partner" },
  { value: "campaign", label: "Campaign" },
  { value: "search", label: "Search engine" },
  { value: "social", label: "Social media" },
  { value: "other-site", label: "Other site" },
  { value: "direct", label: "Direct" },
] as const;
export type Channel = (typeof CHANNELS)[number]["value"];

/** What is stored about an enquiry's source. */
export interface EnquirySource {
  channel: Channel;
  formPage: string;
  landingPage: string | null;
  previousPage: string | null;
  referrerDomain: string | null;
  utm: Utm;
  partner: string | null;
  language: Locale;
  heardAbout: HeardAboutChoice | null;
  heardAboutOther: string | null;
}

/** A stored source as the staff pages show it. */
export type EnquirySourceView = Omit<EnquirySource, "channel" | "language" | "heardAbout"> & {
  kind: string;
  channel: string;
  language: string;
  heardAbout: string | null;
  createdAt: string;
};

/** A list's "Source" filter: a channel, and where the form asks it, the answer to "How did you hear about us?". */
export interface SourceFilter {
  channel?: Channel;
  heardAbout?: HeardAboutChoice;
}

/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001f\u007f]+/g;
/* eslint-enable no-control-regex */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Looks like an IP address (v4, or v6 with its colons): never stored. */
function isIpAddress(value: string): boolean {
  return IPV4.test(value) || /^\[?[0-9a-f:.]+\]?$/i.test(value) && value.includes(":");
}

/**
 * A path of this site, from a path or a URL: the pathname only (no query,
 * no fragment, never another site's address), a secret in it masked by
 * `mask` (a preview's token, an unsubscribe link's), at most PATH_MAX characters.
 */
export function sitePath(value: string | null | undefined, origin: string, mask: (path: string) => string): string | null {
  if (!value) return null;
  const text = value.replace(CONTROL, "").trim();
  if (!text || (!text.startsWith("/") && !/^https?:\/\//i.test(text)) || text.startsWith("//")) return null;
  if (!URL.canParse(text, origin)) return null;
  const url = new URL(text, origin);
  if (url.origin !== origin) return null;
  return mask(url.pathname).slice(0, PATH_MAX);
}

/** A short text value (utm): no control characters, trimmed, bounded, never an IP address. */
function shortText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(CONTROL, " ").trim().slice(0, UTM_MAX).trim();
  return text && !isIpAddress(text) ? text : undefined;
}

/** An external site's domain ("google.com"): lower case, without "www.", never an IP address or our own host. */
export function externalDomain(value: string | null | undefined, ownHost: string): string | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const host = URL.canParse(text) ? new URL(text).hostname : text.split(/[/:?#]/)[0]!;
  const domain = host.replace(/^www\./, "").replace(/\.$/, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || domain.length > DOMAIN_MAX || isIpAddress(domain)) return null;
  const own = ownHost.toLowerCase().replace(/^www\./, "");
  return domain === own ? null : domain;
}

function utmOf(read: (key: UtmKey) => unknown): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = shortText(read(key));
    if (value) utm[key] = value;
  }
  return utm;
}

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|baidu|yandex|startpage|brave)\.[a-z.]+$|^search\.brave\.com$/;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|linkedin\.com|lnkd\.in|t\.co|twitter\.com|x\.com|youtube\.com|tiktok\.com|pinterest\.[a-z.]+|reddit\.com|nextdoor\.(com|ca)|threads\.net|bsky\.app)$/;

/**
 * The channel of a source, the one rule the lists filter by: a partner code
 * first, then a campaign (any utm_* value), then the referring site (a
 * search engine, social media, another site), else direct.
 */
export function channelOf(source: Pick<EnquirySource, "partner" | "utm" | "referrerDomain">): Channel {
  if (source.partner) return "partner";
  if (Object.values(source.utm).some(Boolean)) return "campaign";
  const domain = source.referrerDomain;
  if (!domain) return "direct";
  if (SEARCH.test(domain)) return "search";
  if (SOCIAL.test(domain)) return "social";
  return "other-site";
}

export interface SourceInput {
  /** The form's action, as requested (its origin is the site's, its path the fallback form page). */
  actionUrl: string;
  /** The POST's Referer header. */
  referer: string | null;
  /** A hidden field of the form, as sent (SOURCE_FIELDS). */
  field(name: string): string | undefined;
  trail: VisitTrail | null;
  /** A partner code the caller knows (a /refer/<code> link); else the form's `partner` field. */
  partner?: string | null;
  language: Locale;
  heard?: HeardAbout | null;
  /** A path with its secret masked (request-path.server.ts's maskedPath): never stored as it is. */
  maskPath(path: string): string;
}

/**
 * The source of one enquiry. The form page: the Referer's path when it is
 * this site (the page cache keeps form pages without their query, so this is
 * the only per-visitor value of a cached page), else the action's path.
 * Campaign values: the hidden fields (rendered from the form page's own
 * query string) when any is there, else the visit trail's. The pages before
 * and the referring site: the visit trail only.
 */
export function sourceOf(input: SourceInput): EnquirySource {
  const action = new URL(input.actionUrl);
  const origin = action.origin;
  const pathOf = (value: string | null | undefined) => sitePath(value, origin, input.maskPath);
  const fromReferer = input.referer ? pathOf(input.referer) : null;
  const hidden = utmOf((key) => input.field(`utm_${key}`));
  const trail = input.trail;
  const utm = Object.keys(hidden).length ? hidden : utmOf((key) => trail?.utm?.[key]);
  const partnerText = (input.partner ?? input.field("partner") ?? "").trim();
  const partner = PARTNER.test(partnerText) ? partnerText.toLowerCase() : null;
  const referrerDomain = externalDomain(trail?.referrerDomain, action.hostname);
  const other = input.heard?.heardAboutOther?.replace(CONTROL, " ").trim().slice(0, HEARD_ABOUT_OTHER_MAX) || null;
  const source = {
    formPage: fromReferer ?? action.pathname.slice(0, PATH_MAX),
    landingPage: pathOf(trail?.landingPage),
    previousPage: pathOf(trail?.previousPage),
    referrerDomain,
    utm,
    partner,
    language: input.language,
    heardAbout: input.heard?.heardAbout ?? null,
    heardAboutOther: other,
  };
  return { ...source, channel: channelOf(source) };
}

/** A channel's or an answer's label for staff; an unknown value as it is. */
export function channelLabel(value: string): string {
  return CHANNELS.find((channel) => channel.value === value)?.label ?? value;
}
export function heardAboutLabel(value: string): string {
  return HEARD_ABOUT.find((item) => item.value === value)?.label ?? value;
}
