/**
 * Complaints' rules that need neither React nor the database (decision 1001):
 * who complains, the categories, how to be contacted, the agency's response
 * times (the one source the rights page, the emails and the register read),
 * the deadlines of each step computed at receipt, the current step and
 * whether it is overdue, and the yearly report's figures.
 *
 * The steps: acknowledge; for a complaint of harm (abuse, neglect, improper
 * or incompetent care causing harm or a risk of harm, O. Reg. 187/22 s. 30),
 * tell the complainant within 10 calendar days what has been done; resolve
 * with the outcome in writing.
 */
import { TZDate } from "@date-fns/tz";
import { AGENCY_TIME_ZONE } from "~/lib/agency-time";
import { addBusinessDays, agencyDay, businessDaysBetween, type OfficeHours } from "~/lib/business-days";

export const COMPLAINANT_ROLES = [
  { value: "client", label: "The client" },
  { value: "family", label: "A family member" },
  { value: "substitute", label: "A substitute decision-maker" },
  { value: "professional", label: "A health or social care professional" },
  { value: "other", label: "Someone else" },
] as const;

/** `harm` is the regulation's: it is acknowledged the same business day and has the 10-day update. */
export const COMPLAINT_CATEGORIES = [
  { value: "harm", label: "Abuse, neglect or care that caused harm or a risk of harm" },
  { value: "care-quality", label: "Quality of care or service" },
  { value: "visits", label: "Missed, late or short visits" },
  { value: "rights", label: "Rights, respect or privacy not respected" },
  { value: "communication", label: "Communication or information" },
  { value: "billing", label: "Billing or charges" },
  { value: "other", label: "Something else" },
] as const;

export const CONTACT_METHODS = [
  { value: "phone", label: "Phone" },
  { value: "email", label: "Email" },
  { value: "mail", label: "Mail" },
] as const;

export type ComplainantRole = (typeof COMPLAINANT_ROLES)[number]["value"];
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number]["value"];
export type ContactMethod = (typeof CONTACT_METHODS)[number]["value"];

const values = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as unknown as [T[number]["value"], ...T[number]["value"][]];
export const COMPLAINT_VALUES = {
  role: values(COMPLAINANT_ROLES),
  category: values(COMPLAINT_CATEGORIES),
  contact: values(CONTACT_METHODS),
};

export const COMPLAINT_LIMITS = { name: 120, phone: 30, address: 300, description: 4000, outcome: 1000, note: 4000 } as const;

/** The public form's fields typed back after a refusal. */
export const COMPLAINT_FORM_FIELDS = [
  "role",
  "name",
  "clientName",
  "category",
  "occurredOn",
  "description",
  "desiredOutcome",
  "contactMethod",
  "phone",
  "email",
  "address",
  "consent",
] as const;

/**
 * The agency's response times: what the rights page promises, the emails
 * say and the register enforces (decision 1001). Harm: the regulation's
 * "immediately" is the same business day; its 10 days are calendar days.
 */
export const COMPLAINT_TIMES = {
  harm: { acknowledgeBusinessDays: 0, updateCalendarDays: 10, resolveBusinessDays: 30 },
  other: { acknowledgeBusinessDays: 2, resolveBusinessDays: 30 },
} as const;

/** Resolved complaints are kept this many years after their resolution (decision 1001). */
export const COMPLAINT_RETENTION_YEARS = 7;

export type ComplaintStep = "acknowledge" | "update" | "resolve";

export const STEP_LABELS: Record<ComplaintStep, string> = {
  acknowledge: "Acknowledge",
  update: "10-day update",
  resolve: "Resolve",
};

export interface ComplaintDeadlines {
  acknowledgeBy: Date;
  /** Harm only. */
  updateBy: Date | null;
  resolveBy: Date;
}

/** The end (23:59:59.999 Toronto) of the calendar day `days` days after the day of `start`. */
export function addCalendarDays(start: Date, days: number): Date {
  const [year, month, date] = agencyDay(start).split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + days, 23, 59, 59, 999, AGENCY_TIME_ZONE).getTime());
}

/**
 * Each step's deadline, from the moment the complaint was received (stored with it).
 * Harm's "same business day": that day when it arrives before the office closes
 * (`officeHours`, the business facts'), else the next business day.
 */
export function complaintDeadlines(receivedAt: Date, category: ComplaintCategory, officeHours: OfficeHours): ComplaintDeadlines {
  if (category === "harm") {
    const times = COMPLAINT_TIMES.harm;
    return {
      acknowledgeBy: addBusinessDays(receivedAt, times.acknowledgeBusinessDays, { officeHours }),
      updateBy: addCalendarDays(receivedAt, times.updateCalendarDays),
      resolveBy: addBusinessDays(receivedAt, times.resolveBusinessDays),
    };
  }
  const times = COMPLAINT_TIMES.other;
  return { acknowledgeBy: addBusinessDays(receivedAt, times.acknowledgeBusinessDays), updateBy: null, resolveBy: addBusinessDays(receivedAt, times.resolveBusinessDays) };
}

/** What the current step needs to know of a complaint (ISO strings, as stored). */
export interface ComplaintProgress {
  acknowledgeBy: string;
  updateBy: string | null;
  resolveBy: string;
  acknowledgedAt: string | null;
  updateSentAt: string | null;
  resolvedAt: string | null;
}

/** The step to do next and its deadline; null once resolved. A resolution also answers a pending update. */
export function currentStep(complaint: ComplaintProgress): { step: ComplaintStep; deadline: string } | null {
  if (complaint.resolvedAt) return null;
  if (!complaint.acknowledgedAt) return { step: "acknowledge", deadline: complaint.acknowledgeBy };
  if (complaint.updateBy && !complaint.updateSentAt) return { step: "update", deadline: complaint.updateBy };
  return { step: "resolve", deadline: complaint.resolveBy };
}

/** Whether the current step's deadline has passed at `now`. */
export function isOverdue(complaint: ComplaintProgress, now: Date): boolean {
  const current = currentStep(complaint);
  return current !== null && now.getTime() > Date.parse(current.deadline);
}

/** "C-1042": a complaint's reference, told to the complainant. */
export const COMPLAINT_REFERENCE_OFFSET = 1000;
export function complaintReference(id: number): string {
  return `C-${COMPLAINT_REFERENCE_OFFSET + id}`;
}
export const COMPLAINT_REFERENCE_PATTERN = /^C-\d{4,9}$/;

/** The label of a value in one of the lists above. */
export function complaintLabel(list: readonly { value: string; label: string }[], value: string | null): string {
  return list.find((item) => item.value === value)?.label ?? value ?? "";
}

// --- the yearly report ---

export interface ReportedComplaint {
  category: string;
  receivedAt: string;
  acknowledgeBy: string;
  acknowledgedAt: string | null;
  updateBy: string | null;
  updateSentAt: string | null;
  resolveBy: string;
  resolvedAt: string | null;
}

export interface ComplaintYearReport {
  total: number;
  byCategory: Array<{ category: string; count: number }>;
  /** In business days (decision 1000); null with none done. */
  medianDaysToAcknowledge: number | null;
  medianDaysToResolve: number | null;
  /** Shares (0 to 1) of the steps done by their deadline, among those done or overdue; null with none. */
  acknowledgedInTime: number | null;
  updatedInTime: number | null;
  resolvedInTime: number | null;
  open: number;
}

export function median(numbers: readonly number[]): number | null {
  if (!numbers.length) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A step's share done in time: those done by the deadline over those done,
 * plus those not done whose deadline has passed (late already); steps not
 * yet due are left out.
 */
function shareInTime(steps: Array<{ deadline: string | null; doneAt: string | null }>, now: Date): number | null {
  let counted = 0;
  let inTime = 0;
  for (const { deadline, doneAt } of steps) {
    if (!deadline) continue;
    if (doneAt) {
      counted++;
      if (Date.parse(doneAt) <= Date.parse(deadline)) inTime++;
    } else if (now.getTime() > Date.parse(deadline)) counted++;
  }
  return counted ? inTime / counted : null;
}

/** The figures of the complaints received in a year. */
export function complaintReport(complaints: readonly ReportedComplaint[], now: Date): ComplaintYearReport {
  const counts = new Map<string, number>();
  for (const complaint of complaints) counts.set(complaint.category, (counts.get(complaint.category) ?? 0) + 1);
  const byCategory = COMPLAINT_CATEGORIES.map((category) => ({ category: category.value as string, count: counts.get(category.value) ?? 0 }));
  const days = (from: string, to: string | null) => (to ? [businessDaysBetween(new Date(from), new Date(to))] : []);
  return {
    total: complaints.length,
    byCategory,
    medianDaysToAcknowledge: median(complaints.flatMap((c) => days(c.receivedAt, c.acknowledgedAt))),
    medianDaysToResolve: median(complaints.flatMap((c) => days(c.receivedAt, c.resolvedAt))),
    acknowledgedInTime: shareInTime(complaints.map((c) => ({ deadline: c.acknowledgeBy, doneAt: c.acknowledgedAt })), now),
    // A harm complaint resolved before its update was due needed no update: its resolution counts.
    updatedInTime: shareInTime(complaints.map((c) => ({ deadline: c.updateBy, doneAt: c.updateSentAt ?? c.resolvedAt })), now),
    resolvedInTime: shareInTime(complaints.map((c) => ({ deadline: c.resolveBy, doneAt: c.resolvedAt })), now),
    open: complaints.filter((c) => !c.resolvedAt).length,
  };
}
