/**
 * Job postings (table `job_postings`, decision 0600): HR writes them in the
 * back office; /careers, /careers/<slug>, the application form and the
 * sitemap read them. Input is the checked form (app/schemas/job-posting.ts,
 * with Ontario's rules); results are typed. A closed posting stays, with its
 * applications, for 3 years after it closed (decision 0601), then
 * purgeClosedPostings removes both.
 */
import { keptUntilChanged } from "~/server/infra/content-versions.server";
import type { Selectable } from "kysely";
import { type EmploymentType } from "~/content/careers";
import { isRequirement, type PostingView, type Requirement } from "~/lib/hiring";
import { slugify, uniqueSlug } from "~/lib/post-rules";
import type { JobPostingInput } from "~/schemas/job-posting";
import { db } from "~/server/infra/db.server";
import type { JobPostingsTable } from "~/server/infra/db-schema";

/** Ontario: postings and their records are kept 3 years (after closing). */
export const POSTING_RETENTION_YEARS = 3;

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);

export function postingView(row: Selectable<JobPostingsTable>): PostingView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    responsibilities: lines(row.responsibilities),
    requirements: lines(row.requirements),
    employmentTypes: jsonList(row.employment_types) as EmploymentType[],
    regions: jsonList(row.regions),
    locationNote: row.location_note,
    experience: row.experience,
    pay: { min: Number(row.pay_min), max: Number(row.pay_max), currency: "CAD", unit: row.pay_unit },
    existingVacancy: row.existing_vacancy === 1,
    aiScreening: row.ai_screening === 1,
    mustHaves: jsonList(row.must_haves).filter(isRequirement),
    image: row.image,
    imageAlt: row.image_alt,
    status: row.status,
    datePosted: row.date_posted,
    validThrough: row.valid_through,
    closedAt: row.closed_at,
    french:
      row.title_fr && row.description_fr
        ? { title: row.title_fr, description: row.description_fr, responsibilities: lines(row.responsibilities_fr ?? ""), requirements: lines(row.requirements_fr ?? "") }
        : null,
  };
}

/** The open postings, in HR's order: /careers, the form's choices, the sitemap. */
export function openPostings(): Promise<readonly PostingView[]> {
  return keptOpenPostings();
}

/** Read again only after a posting changes. */
const keptOpenPostings = keptUntilChanged(["job_postings"], async () => {
  const rows = await db().selectFrom("job_postings").selectAll().where("status", "=", "open").orderBy("sort_order").orderBy("id").execute();
  return rows.map(postingView);
});

/** A posting's public page: open or closed (a closed one answers 410); drafts are not public. */
export async function publicPosting(slug: string): Promise<PostingView | null> {
  const row = await db().selectFrom("job_postings").selectAll().where("slug", "=", slug).where("status", "!=", "draft").executeTakeFirst();
  return row ? postingView(row) : null;
}

export async function findPosting(id: number): Promise<PostingView | null> {
  const row = await db().selectFrom("job_postings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? postingView(row) : null;
}

export interface PostingListItem extends PostingView {
  applications: number;
}

/** Every posting for the back office: open first, then drafts, then closed; with its application count. */
export async function listPostings(): Promise<PostingListItem[]> {
  const rows = await db()
    .selectFrom("job_postings as p")
    .selectAll("p")
    .select((eb) =>
      eb.selectFrom("job_applications as a").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("a.posting_id", "=", "p.id").as("applications"),
    )
    .orderBy("p.sort_order")
    .orderBy("p.id")
    .execute();
  const rank = { open: 0, draft: 1, closed: 2 } as const;
  return rows
    .map((row) => ({ ...postingView(row), applications: Number(row.applications ?? 0) }))
    .sort((a, b) => rank[a.status] - rank[b.status]);
}

function columns(input: JobPostingInput) {
  return {
    title: input.title,
    employment_types: JSON.stringify(input.employment_types),
    regions: JSON.stringify(input.regions),
    location_note: input.location_note,
    pay_min: input.pay_min,
    pay_max: input.pay_max,
    pay_unit: input.pay_unit,
    existing_vacancy: input.existing_vacancy ? 1 : 0,
    ai_screening: input.ai_screening ? 1 : 0,
    description: input.description,
    responsibilities: input.responsibilities,
    requirements: input.requirements,
    experience: input.experience,
    must_haves: JSON.stringify(input.must_haves),
    valid_through: input.valid_through,
    title_fr: input.title_fr || null,
    description_fr: input.description_fr || null,
    responsibilities_fr: input.responsibilities_fr || null,
    requirements_fr: input.requirements_fr || null,
  };
}

/** A new posting, as a draft (HR opens it when it is ready); its address comes from the title. */
export async function createPosting(input: JobPostingInput, now = new Date()): Promise<{ id: number; slug: string }> {
  const taken = new Set((await db().selectFrom("job_postings").select("slug").execute()).map((row) => row.slug));
  const slug = uniqueSlug(slugify(input.title) || "posting", taken);
  const last = await db().selectFrom("job_postings").select((eb) => eb.fn.max("sort_order").as("n")).executeTakeFirst();
  const row = await db()
    .insertInto("job_postings")
    .values({
      ...columns(input),
      slug,
      status: "draft",
      sort_order: Number(last?.n ?? 0) + 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, slug };
}

/** Saves a posting's text (its address stays, so links keep working). */
export async function updatePosting(id: number, input: JobPostingInput, now = new Date()): Promise<boolean> {
  const result = await db()
    .updateTable("job_postings")
    .set({ ...columns(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Opens (the first time: datePosted is today) or closes a posting. Reopening
 * a closed posting clears its closing time (the 3 years count again from the
 * next close).
 */
export async function setPostingOpen(id: number, open: boolean, now = new Date()): Promise<PostingView | null> {
  const row = await db().selectFrom("job_postings").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const today = now.toISOString().slice(0, 10);
  await db()
    .updateTable("job_postings")
    .set(
      open
        ? { status: "open", closed_at: null, date_posted: row.date_posted ?? today, updated_at: now.toISOString() }
        : { status: "closed", closed_at: row.closed_at ?? now.toISOString(), updated_at: now.toISOString() },
    )
    .where("id", "=", id)
    .execute();
  return findPosting(id);
}

/** What the application form offers: the open postings (`id` is the slug) with their must-haves. */
export interface PostingChoice {
  id: string;
  title: string;
  /** HR's French title, offered on the French form. */
  frenchTitle?: string;
  postingId: number;
  mustHaves: Requirement[];
}

export async function postingChoices(): Promise<PostingChoice[]> {
  return (await openPostings()).map((posting) => ({
    id: posting.slug,
    title: posting.title,
    ...(posting.french ? { frenchTitle: posting.french.title } : {}),
    postingId: posting.id,
    mustHaves: posting.mustHaves,
  }));
}

/** Postings closed more than 3 years ago (their applications are purged with them by the caller). */
export async function expiredPostingIds(now = new Date(), years = POSTING_RETENTION_YEARS): Promise<number[]> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const rows = await db()
    .selectFrom("job_postings")
    .select("id")
    .where("status", "=", "closed")
    .where("closed_at", "<", cutoff.toISOString())
    .execute();
  return rows.map((row) => row.id);
}

export async function deletePostings(ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db().deleteFrom("job_postings").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
