import { CARE_STATUSES, labelOf } from "~/lib/care-requests";

/** How each status shows (colour plus the word). */
const TONES: Record<string, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  "assessment-booked": "bg-violet-100 text-violet-900",
  client: "bg-green-100 text-green-900",
  "not-proceeding": "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? TONES["not-proceeding"]}`}>{labelOf(CARE_STATUSES, status)}</span>;
}
