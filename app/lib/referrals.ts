/**
 * Referrals and partners' rules that need neither React nor the database
 * (decision 0900): the referral form's fields and limits (beside the care
 * request's, app/lib/care-requests.ts), which status change the referrer
 * hears of, the seven partner categories, attribution of a referral to a
 * partner (its link's code, else the referrer's email domain, never a
 * free-mail one) and the partners' monthly figures.
 */
import { carePartners } from "~/content/company";
import { type BusinessHours, CARE_LIMITS, CARE_SERVICES, DEFAULT_BUSINESS_HOURS, serviceField } from "~/lib/care-requests";
import { TZDate } from "@date-fns/tz";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";

// --- the public form ---

export const REFERRAL_LIMITS = { ...CARE_LIMITS, role: 120, reason: 500 } as const;

/** The fields typed (or ticked) back after an error. */
export const REFERRAL_FORM_FIELDS = [
  "referrerName",
  "organisation",
  "referrerRole",
  "referrerPhone",
  "referrerEmail",
  "name",
  "phone",
  "region",
  ...CARE_SERVICES.map((service) => serviceField(service.value)),
  "urgency",
  "dischargeDate",
  "language",
  "message",
  "attestation",
  "noUpdates",
  "partnerCode",
] as const;

// --- what the referrer hears (never a health detail) ---

export type ReferrerEvent = "contacted" | "accepted" | "not-proceeding";

/**
 * Whether the referrer is sent this event's email, given those already sent:
 * each at most once, and no "contacted" once they heard of acceptance or of
 * not proceeding (a status moved back).
 */
export function referrerHearsOf(event: ReferrerEvent, sent: readonly string[]): boolean {
  if (sent.includes(event)) return false;
  return event !== "contacted" || !sent.some((earlier) => earlier === "accepted" || earlier === "not-proceeding");
}

/** The email a new status sends the referrer: an assessment booked and a new client are one "accepted". */
export function referrerEventOf(status: string): ReferrerEvent | null {
  if (status === "contacted") return "contacted";
  if (status === "assessment-booked" || status === "client") return "accepted";
  if (status === "not-proceeding") return "not-proceeding";
  return null;
}

// --- partners ---

/** The seven care-partner categories of the home page: the key is its picture's name. */
export const PARTNER_CATEGORIES = carePartners.map((partner) => ({
  value: /\/([\w-]+)\.svg$/.exec(partner.image)![1]!,
  label: partner.title,
}));

export const PARTNER_LIMITS = { name: 160, notes: 2000, contactName: 120, contactRole: 120, phone: 30, domain: 120, contacts: 10 } as const;

/** Addresses anyone can have: a referrer's address there says nothing of their organisation. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "hotmail.ca",
  "outlook.com",
  "live.com",
  "live.ca",
  "msn.com",
  "yahoo.com",
  "yahoo.ca",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "rogers.com",
  "bell.net",
  "sympatico.ca",
  "shaw.ca",
  "telus.net",
  "cogeco.ca",
  "videotron.ca",
]);

/** "Trillium.ON.ca" or "@trillium.on.ca" as stored: lower case, no "@"; null for blank. */
export function normaliseDomain(text: string | null | undefined): string | null {
  const domain = (text ?? "").trim().toLowerCase().replace(/^@/, "");
  return domain || null;
}

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.has(domain.toLowerCase());

/** The domain of an email address, lower case ("a@Trillium.ca" -> "trillium.ca"). */
export function domainOfEmail(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at > 0 ? normaliseDomain(email.slice(at + 1)) : null;
}

export interface AttributablePartner {
  id: number;
  code: string;
  domain: string | null;
  archived: boolean;
}

/**
 * The partner a referral belongs to: the one whose link's code it came with,
 * else the one whose domain is the referrer's address's (exactly, or a
 * subdomain of it: "er.trillium.ca" is "trillium.ca"), never through a
 * free-mail domain; of nested domains the longest, and only when one partner alone has it.
 * Archived partners are not attributed new referrals.
 */
export function attributePartner(
  referral: { code?: string | null; email: string },
  partners: readonly AttributablePartner[],
): { partnerId: number; by: "code" | "domain" } | null {
  const active = partners.filter((partner) => !partner.archived);
  const code = referral.code?.trim().toLowerCase();
  if (code) {
    const byCode = active.find((partner) => partner.code === code);
    if (byCode) return { partnerId: byCode.id, by: "code" };
  }
  const domain = domainOfEmail(referral.email);
  if (!domain || isFreeMailDomain(domain)) return null;
  const matches = active.filter((partner) => partner.domain && !isFreeMailDomain(partner.domain) && (domain === partner.domain || domain.endsWith(`.${partner.domain}`)));
  // The most precise domain wins ("er.trillium.ca" over "trillium.ca"); two partners with it, nobody.
  const longest = Math.max(0, ...matches.map((partner) => partner.domain!.length));
  const best = matches.filter((partner) => partner.domain!.length === longest);
  return best.length === 1 ? { partnerId: best[0]!.id, by: "domain" } : null;
}

// --- monthly figures ---

/** Business minutes between two times: Monday to Friday within the hours given, Toronto time (decision 0612's rule). */
export function businessMinutesBetween(start: Date, end: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): number {
  if (end.getTime() <= start.getTime()) return 0;
  let total = 0;
  let day = new TZDate(start.getTime(), AGENCY_TIME_ZONE);
  day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, AGENCY_TIME_ZONE);
  for (let guard = 0; guard < 3660 && day.getTime() < end.getTime(); guard++) {
    const weekday = day.getDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours.startHour, 0, 0, AGENCY_TIME_ZONE).getTime();
      const close = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours.endHour, 0, 0, AGENCY_TIME_ZONE).getTime();
      const from = Math.max(open, start.getTime());
      const to = Math.min(close, end.getTime());
      if (to > from) total += (to - from) / 60_000;
    }
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, 0, AGENCY_TIME_ZONE);
  }
  return Math.round(total);
}

export interface ReferralFact {
  partnerId: number;
  createdAt: string;
  firstContactAt: string | null;
  status: string;
}

export interface PartnerMonth {
  partnerId: number;
  /** YYYY-MM, Toronto time. */
  month: string;
  referrals: number;
  /** Median business hours from arrival to first contact, of those contacted; null when none was. */
  medianHoursToContact: number | null;
  contacted: number;
  accepted: number;
  notProceeding: number;
  open: number;
}

const monthOf = (iso: string) => {
  const at = new TZDate(Date.parse(iso), AGENCY_TIME_ZONE);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}`;
};

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Per partner and month of arrival (newest month first): how many referrals,
 * the median business hours to first contact, and where each is now:
 * contacted (still at that step), accepted (assessment booked or a client),
 * not proceeding, or open (still New).
 */
export function partnerMonths(facts: readonly ReferralFact[], hours: BusinessHours = DEFAULT_BUSINESS_HOURS): PartnerMonth[] {
  const groups = new Map<string, ReferralFact[]>();
  for (const fact of facts) {
    const key = `${fact.partnerId}|${monthOf(fact.createdAt)}`;
    groups.set(key, [...(groups.get(key) ?? []), fact]);
  }
  const months = [...groups.entries()].map(([key, list]): PartnerMonth => {
    const [partnerId, month] = key.split("|") as [string, string];
    const waits = list.filter((fact) => fact.firstContactAt).map((fact) => businessMinutesBetween(new Date(fact.createdAt), new Date(fact.firstContactAt!), hours) / 60);
    const waited = median(waits);
    const event = (fact: ReferralFact) => referrerEventOf(fact.status);
    return {
      partnerId: Number(partnerId),
      month,
      referrals: list.length,
      medianHoursToContact: waited === null ? null : Math.round(waited * 10) / 10,
      contacted: list.filter((fact) => event(fact) === "contacted").length,
      accepted: list.filter((fact) => event(fact) === "accepted").length,
      notProceeding: list.filter((fact) => event(fact) === "not-proceeding").length,
      open: list.filter((fact) => event(fact) === null).length,
    };
  });
  return months.sort((a, b) => b.month.localeCompare(a.month) || a.partnerId - b.partnerId);
}
