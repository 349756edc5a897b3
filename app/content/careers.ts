/**
 * The careers page: hero, story, values, benefits, the six open
 * positions and 'How to Apply'. The job application form (/job) reads
 * `positions` for its dropdown and `positionById` to preselect ?position=<id>.
 *
 * Every position states a pay range (CAD) and that accommodation is available
 * on request (Ontario's Employment Standards Act and AODA).
 */
import type { IconName } from "~/components/Icon";
import { companyFacts, values } from "./company";

/** schema.org employmentType values; `employmentTypeLabels` gives the words shown. */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "PER_DIEM";

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  PER_DIEM: "Casual",
};

export interface PayRange {
  min: number;
  max: number;
  currency: "CAD";
  unit: "HOUR" | "YEAR";
}

export interface Position {
  /** Slug used in /job?position=<id>. */
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
  pay: PayRange;
  /** ISO date the posting went up (JobPosting datePosted). */
  datePosted: string;
}

export const careersHero = {
  eyebrow: "Careers",
  heading: "Build a career that makes a difference at home",
  text: "Join a team of nurses, personal support workers and care professionals who help people across Ontario live well at home. We offer flexible schedules, paid training and a team that has your back.",
  image: "/images/careers/hero.svg",
  imageAlt: "Illustration of three smiling caregivers in scrubs",
};

export const careersStory = {
  heading: "Our Story",
  paragraphs: [
    `We started in ${companyFacts.establishedYear} with a handful of caregivers and one belief: people deserve to be cared for at home, by people who treat them like family.`,
    `As more families and hospitals came to rely on us, we incorporated in ${companyFacts.incorporated} and grew into a team of more than 700 certified caregivers serving communities across Ontario and beyond.`,
    "We have grown, but the belief has not changed. Our caregivers are the heart of what we do, and we work hard to support them the way they support our clients.",
  ],
};

export const careersValues = {
  heading: "What we value",
  text: "The same values guide how we care for clients and how we treat each other.",
  items: values,
};

interface Benefit {
  title: string;
  description: string;
  icon: IconName;
}

export const benefits: Benefit[] = [
  {
    title: "Competitive pay",
    description: "Fair hourly rates, paid mileage between visits and premiums for weekends and holidays.",
    icon: "star",
  },
  {
    title: "Flexible scheduling",
    description: "Choose full-time, part-time or casual shifts that fit your life, close to where you live.",
    icon: "calendar",
  },
  {
    title: "Paid training",
    description: "Paid orientation, ongoing education and support toward new certifications.",
    icon: "check",
  },
  {
    title: "Support around the clock",
    description: "A coordinator and an on-call nurse are a phone call away, 24 hours a day.",
    icon: "phone",
  },
  {
    title: "Room to grow",
    description: "Clear paths into senior, supervisory and coordinator roles as your skills grow.",
    icon: "arrow",
  },
  {
    title: "A caring team",
    description: "Regular check-ins, recognition for great work and colleagues who care about you.",
    icon: "heart",
  },
];

/** Shown with every position and on the application form. */
export const accommodationStatement =
  "Accommodation is available on request for applicants with disabilities at every stage of the hiring process. Tell us what you need when you apply, or contact our careers team.";

export const positions: Position[] = [
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

export function positionById(id: string | null | undefined): Position | undefined {
  return positions.find((position) => position.id === id);
}

export const howToApply = {
  heading: "How to Apply",
  text: "Applying takes about ten minutes. We read every application.",
  steps: [
    {
      title: "Choose a position",
      description: "Read the roles above and pick the one that fits your skills and schedule.",
    },
    {
      title: "Send your application",
      description: "Fill in the online form and attach your resume (PDF or Word), or email it to our careers team.",
    },
    {
      title: "Meet our team",
      description: "If your experience is a match, we will call you within a week to arrange an interview.",
    },
    {
      title: "Start with support",
      description: "After reference and vulnerable sector checks, you join a paid orientation before your first shift.",
    },
  ],
};
