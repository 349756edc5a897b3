/**
 * The six postings the site showed before HR managed them: written into the
 * database once (at the first start after the hiring migration, or with the
 * demo content of an empty database) and from then on HR's to edit, close and
 * purge. Nothing reads this list but the seed: /careers, /careers/<slug>, the
 * application form and the sitemap read the database (decision 0600).
 */
import type { Requirement } from "~/lib/hiring";
import type { Transaction } from "kysely";
import type { Database } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";

type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "PER_DIEM";

interface SeedPosting {
  id: string;
  title: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  type: EmploymentType[];
  location: string;
  experience: string;
  image: string;
  imageAlt: string;
  pay: { min: number; max: number; currency: "CAD"; unit: "HOUR" | "YEAR" };
  datePosted: string;
}

const GTA = ["toronto-area", "peel-region", "york-region", "durham-region", "halton-region"];

/** Where each works and what HR requires of every applicant. */
const SCREENING: Record<string, { regions: string[]; mustHaves: Requirement[] }> = {
  "personal-support-worker": { regions: GTA, mustHaves: ["psw", "cpr", "vsc"] },
  "registered-practical-nurse": { regions: GTA, mustHaves: ["cno", "cpr", "vsc"] },
  "registered-nurse": { regions: GTA, mustHaves: ["cno", "cpr", "vsc"] },
  "developmental-service-worker": { regions: ["peel-region", "york-region", "toronto-area"], mustHaves: ["cpr", "vsc"] },
  "social-worker": { regions: GTA, mustHaves: ["vsc"] },
  homemaker: { regions: GTA, mustHaves: ["vsc"] },
};

const FIRST_POSTINGS: SeedPosting[] = [
  {
    id: "personal-support-worker",
    title: "Personal Support Worker",
    description:
      "Provide personal care and companionship to clients in their homes, helping them stay safe, comfortable and independent.",
    requirements: [
      "Personal Support Worker certificate from a recognized Ontario program",
      "Current first aid and CPR certification",
      "Clear vulnerable sector check",
      "Reliable transportation is an asset",
    ],
    responsibilities: [
      "Help with bathing, dressing, grooming, toileting and mobility",
      "Prepare meals and support light housekeeping",
      "Offer companionship and encourage daily activity",
      "Observe and report changes in a client's condition",
    ],
    type: ["FULL_TIME", "PART_TIME"],
    location: "Greater Toronto Area, Ontario",
    experience: "New graduates welcome; 1+ year preferred",
    image: "/images/careers/personal-support-worker.svg",
    imageAlt: "Illustration of a personal support worker helping an older man stand",
    pay: { min: 20, max: 25, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
  {
    id: "registered-practical-nurse",
    title: "Registered Practical Nurse",
    description:
      "Deliver skilled nursing care in clients' homes and community settings, working closely with our registered nurses and care coordinators.",
    requirements: [
      "Registration with the College of Nurses of Ontario (RPN), in good standing",
      "Current CPR and basic life support",
      "Clear vulnerable sector check",
      "Valid driver's licence and access to a vehicle is an asset",
    ],
    responsibilities: [
      "Give medications and perform treatments such as wound and ostomy care",
      "Monitor vital signs and health status, and document care accurately",
      "Teach clients and families about their health and care plan",
      "Guide and support personal support workers on the care team",
    ],
    type: ["FULL_TIME", "PART_TIME"],
    location: "Greater Toronto Area, Ontario",
    experience: "1+ year of nursing experience",
    image: "/images/careers/registered-practical-nurse.svg",
    imageAlt: "Illustration of a practical nurse preparing medication",
    pay: { min: 30, max: 38, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
  {
    id: "registered-nurse",
    title: "Registered Nurse",
    description:
      "Lead client assessments and care planning, provide complex nursing care at home and support our care teams with clinical expertise.",
    requirements: [
      "Registration with the College of Nurses of Ontario (RN), in good standing",
      "Current CPR and basic life support",
      "Clear vulnerable sector check",
      "Home, community or acute care experience",
    ],
    responsibilities: [
      "Complete in-home assessments and write individual care plans",
      "Provide complex care, including palliative and post-surgical nursing",
      "Coordinate with physicians, hospitals and Ontario Health Teams",
      "Supervise and mentor practical nurses and personal support workers",
    ],
    type: ["FULL_TIME", "PART_TIME"],
    location: "Greater Toronto Area, Ontario",
    experience: "2+ years of nursing experience",
    image: "/images/careers/registered-nurse.svg",
    imageAlt: "Illustration of a registered nurse with a clipboard",
    pay: { min: 40, max: 52, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
  {
    id: "developmental-service-worker",
    title: "Developmental Service Worker",
    description:
      "Support adults with developmental disabilities at home and in the community, helping them build skills and reach their goals.",
    requirements: [
      "Developmental Services Worker diploma or a related diploma",
      "Current first aid and CPR certification",
      "Clear vulnerable sector check",
      "Training in behavioural support or crisis prevention is an asset",
    ],
    responsibilities: [
      "Follow individual support plans and behavioural support strategies",
      "Teach daily living, social and community skills",
      "Support participation in activities, work and outings",
      "Keep clear records and communicate with families and clinicians",
    ],
    type: ["FULL_TIME", "PART_TIME"],
    location: "Peel, York and Toronto, Ontario",
    experience: "1+ year supporting adults with disabilities",
    image: "/images/careers/developmental-service-worker.svg",
    imageAlt: "Illustration of a support worker and a young woman doing an activity together",
    pay: { min: 21, max: 27, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
  {
    id: "social-worker",
    title: "Social Worker / Social Service Worker",
    description:
      "Help clients and families through change: assess needs, connect them with community resources and support them emotionally.",
    requirements: [
      "Degree in Social Work (MSW or BSW) or a Social Service Worker diploma",
      "Registration with the Ontario College of Social Workers and Social Service Workers",
      "Clear vulnerable sector check",
      "Knowledge of Ontario's health and community services",
    ],
    responsibilities: [
      "Assess the social and emotional needs of clients and families",
      "Connect clients with funding, housing and community programs",
      "Provide supportive counselling and help in times of crisis",
      "Take part in care planning with nurses and care managers",
    ],
    type: ["FULL_TIME"],
    location: "Greater Toronto Area, Ontario (hybrid)",
    experience: "2+ years in community or health care settings",
    image: "/images/careers/social-worker.svg",
    imageAlt: "Illustration of a social worker talking with a family",
    pay: { min: 27, max: 38, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
  {
    id: "homemaker",
    title: "Homemaker",
    description:
      "Keep clients' homes clean, safe and welcoming, and prepare healthy meals, so they can keep living comfortably at home.",
    requirements: [
      "Experience in housekeeping, cooking or caregiving",
      "Safe food handling knowledge (food handler certificate is an asset)",
      "Clear vulnerable sector check",
      "Good communication in English; other languages are an asset",
    ],
    responsibilities: [
      "Light housekeeping, laundry and changing beds",
      "Plan and prepare meals that respect dietary needs",
      "Grocery shopping and errands",
      "Friendly company and noticing when a client may need more help",
    ],
    type: ["PART_TIME", "PER_DIEM"],
    location: "Greater Toronto Area, Ontario",
    experience: "No formal experience required; training provided",
    image: "/images/careers/homemaker.svg",
    imageAlt: "Illustration of a homemaker preparing a meal",
    pay: { min: 18, max: 21, currency: "CAD", unit: "HOUR" },
    datePosted: "2025-01-06",
  },
];

const SEEDED_KEY = "hiring_postings_seeded";

/**
 * Writes the six postings, open, unless they were written before (a
 * setting remembers it, so postings HR closed and purged never come back).
 * Returns how many were written.
 */
export async function seedJobPostings(now = new Date(), database = db()): Promise<number> {
  return database.transaction().execute(async (trx: Transaction<Database>) => {
    const done = await trx.selectFrom("settings").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
    if (done) return 0;
    let written = 0;
    for (const [index, posting] of FIRST_POSTINGS.entries()) {
      const screening = SCREENING[posting.id] ?? { regions: GTA, mustHaves: [] };
      const result = await trx
        .insertInto("job_postings")
        .values({
          slug: posting.id,
          title: posting.title,
          employment_types: JSON.stringify(posting.type),
          regions: JSON.stringify(screening.regions),
          location_note: posting.location,
          pay_min: posting.pay.min,
          pay_max: posting.pay.max,
          pay_unit: posting.pay.unit,
          existing_vacancy: 1,
          ai_screening: 0,
          description: posting.description,
          responsibilities: posting.responsibilities.join("\n"),
          requirements: posting.requirements.join("\n"),
          experience: posting.experience,
          must_haves: JSON.stringify(screening.mustHaves),
          image: posting.image,
          image_alt: posting.imageAlt,
          status: "open",
          date_posted: posting.datePosted,
          sort_order: index,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    await trx.insertInto("settings").values({ key: SEEDED_KEY, value: "1", updated_at: now.toISOString() }).execute();
    return written;
  });
}
