/**
 * Service-disruption notices (decision 1020), the rules without a database:
 * the page groups a notice may concern (each English page with its French
 * twin), which notices apply to a path at a time, and when the set of active
 * notices changes next (the page cache's expiry).
 *
 * A notice is active from its start (included) until its end (excluded), so at
 * its end minute it is gone.
 */
import { regionDetails } from "~/content/region-details";
import { regionAliases, regionName } from "~/content/regions";
import { servicePages, serviceSlugs } from "~/content/services";
import { BLOG_PATHS } from "~/lib/blog-addresses";
import { FRENCH_PREFIX, localeOfPath } from "~/lib/locale";
import { twinOf } from "~/public-pages";

/** Every public page, or the groups listed. */
export const ALL_PAGES = "all" as const;

export interface NoticePageGroup {
  key: string;
  /** What staff read (English). */
  label: string;
  /** English paths, exactly. */
  paths: readonly string[];
  /** Paths under these (both editions: database pages without a fixed twin). */
  prefixes?: readonly string[];
}

const regionPaths = (slug: string) => [`/location/${slug}`, ...Object.entries(regionAliases).filter(([, target]) => target === slug).map(([alias]) => `/location/${alias}`)];

/** The groups staff choose from, in the order the form lists them. */
export const NOTICE_PAGE_GROUPS: readonly NoticePageGroup[] = [
  { key: "home", label: "Home page", paths: ["/"] },
  { key: "request-care", label: "Request care (form and confirmation), paying for care", paths: ["/request-care", "/request-care/received", "/paying-for-care"] },
  { key: "refer", label: "Referrals from professionals", paths: ["/refer", "/refer/received"], prefixes: ["/refer/", `${FRENCH_PREFIX}/aiguillage/`] },
  { key: "contact", label: "Contact", paths: ["/contact"] },
  { key: "careers", label: "Careers, job postings and applications", paths: ["/careers", "/job"], prefixes: ["/careers/", `${FRENCH_PREFIX}/carrieres/`] },
  { key: "locations", label: "Locations and the postal-code search", paths: ["/locations", "/find-care"] },
  ...regionDetails.map((region) => ({ key: `region:${region.slug}`, label: `Region: ${regionName(region.slug)}`, paths: regionPaths(region.slug) })),
  { key: "services", label: "Every service page and SinaiCare", paths: ["/sinaicare", ...serviceSlugs.map((slug) => `/services/${slug}`)] },
  ...serviceSlugs.map((slug) => ({ key: `service:${slug}`, label: `Service: ${servicePages[slug].title}`, paths: [`/services/${slug}`] })),
  { key: "blog", label: "Blog", paths: [BLOG_PATHS.en], prefixes: [`${BLOG_PATHS.en}/`, `${BLOG_PATHS.fr}/`] },
  { key: "resources", label: "Resources", paths: ["/resources"] },
  { key: "testimonials", label: "Testimonials", paths: ["/testimonials", "/testimonials/new"] },
];

const GROUP_KEYS = new Set(NOTICE_PAGE_GROUPS.map((group) => group.key));

export function isNoticePageGroup(key: string): boolean {
  return GROUP_KEYS.has(key);
}

/** The page groups of a request path (either edition), without a trailing slash. */
export function noticePageGroupsOf(path: string): Set<string> {
  const plain = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const english = localeOfPath(plain) === "fr" ? (twinOf(plain)?.path ?? plain) : plain;
  const groups = new Set<string>();
  for (const group of NOTICE_PAGE_GROUPS) {
    const matches = group.paths.includes(english) || (group.prefixes ?? []).some((prefix) => english.startsWith(prefix) || plain.startsWith(prefix));
    if (matches) groups.add(group.key);
  }
  return groups;
}

export interface NoticeTimes {
  /** UTC ISO. */
  startsAt: string;
  endsAt: string;
}

export interface NoticeScope extends NoticeTimes {
  /** "all", or the page groups' keys. */
  pages: typeof ALL_PAGES | readonly string[];
}

export function isActiveAt(notice: NoticeTimes, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(notice.startsAt) <= at && at < Date.parse(notice.endsAt);
}

export type NoticeStatus = "scheduled" | "current" | "past";

export function noticeStatus(notice: NoticeTimes, now: Date): NoticeStatus {
  if (now.getTime() < Date.parse(notice.startsAt)) return "scheduled";
  return isActiveAt(notice, now) ? "current" : "past";
}

/** The notices shown on `path` at `now`, in the order given. */
export function noticesForPath<T extends NoticeScope>(notices: readonly T[], path: string, now: Date): T[] {
  const groups = noticePageGroupsOf(path);
  return notices.filter((notice) => isActiveAt(notice, now) && (notice.pages === ALL_PAGES || notice.pages.some((key) => groups.has(key))));
}

/** The first start or end after `now` (ms), when what the pages show changes next; null when none is ahead. */
export function nextNoticeChange(notices: readonly NoticeTimes[], now: Date): number | null {
  let next: number | null = null;
  for (const notice of notices) {
    for (const at of [Date.parse(notice.startsAt), Date.parse(notice.endsAt)]) {
      if (at > now.getTime() && (next === null || at < next)) next = at;
    }
  }
  return next;
}
