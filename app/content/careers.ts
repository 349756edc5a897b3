/**
 * The careers page's words: hero, story, values, benefits and 'How to Apply'.
 * The open positions are job postings in the database, managed by HR in the
 * back office (app/server/domain/job-postings.server.ts, decision 0600).
 *
 * Every position states a pay range (CAD) and that accommodation is available
 * on request (Ontario's Employment Standards Act and AODA).
 */
import type { IconName } from "~/components/Icon";
import type { Requirement } from "~/lib/hiring";
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

/** A figure beside the story: "Established 2012". */
export interface CareersFigure {
  label: string;
  value: string | number;
}

/**
 * The careers pages' words in one language: the French edition's
 * (app/content/fr/careers.ts) have this shape; the English ones are the
 * exports above, with the hiring labels of app/lib/hiring.ts.
 */
export interface CareersCopy {
  hero: typeof careersHero;
  story: typeof careersStory;
  figures: CareersFigure[];
  values: typeof careersValues;
  benefits: Benefit[];
  howToApply: typeof howToApply;
  accommodationStatement: string;
  employmentTypes: Record<EmploymentType, string>;
  requirementLabels: Record<Requirement, string>;
  /** What Ontario requires a posting to say (decision 0602), when true and when false. */
  statements: Record<"existingVacancy" | "aiScreening", { yes: string; no: string }>;
}
