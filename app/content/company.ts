/**
 * Who we are: the claims, mission,
 * vision, values, first principles, strategic plan, care-partner categories
 * and company facts. One source for the home page, /careers and anything
 * else that states them. Images are placeholder art under public/images/.
 */
import type { IconName } from "~/components/Icon";

/** Company facts: established 2012, incorporated May 2015. */
export const companyFacts = {
  establishedYear: 2012,
  incorporated: "May 2015",
  headOffice: "Woodbridge, Ontario",
} as const;

interface Stat {
  number: string;
  label: string;
  icon: IconName;
}

/** The three claims shown on the site. */
export const stats: Stat[] = [
  { number: "12+", label: "Years of experience", icon: "calendar" },
  { number: "700+", label: "Certified caregivers", icon: "users" },
  { number: "24/7", label: "Support available", icon: "clock" },
];

interface Statement {
  title: string;
  text: string;
}

export const aboutIntro = {
  eyebrow: "About us",
  heading: "Care that feels like family, from people who are trained to help",
  text: `Since ${companyFacts.establishedYear}, families across Ontario have trusted us to care for the people they love. We match each client with caregivers who fit their needs, their routines and their personality, and we stay involved so the care keeps working as life changes.`,
};

export const mission: Statement = {
  title: "Our Mission",
  text: "To deliver personalized, compassionate home healthcare that helps people live safely, comfortably and with dignity in the place they call home.",
};

export const vision: Statement = {
  title: "Our Vision",
  text: "A community where everyone who needs care can receive it at home, from people who know them, respect them and treat them like family.",
};

interface Value {
  title: string;
  description: string;
  icon: IconName;
}

export const values: Value[] = [
  {
    title: "Compassion",
    description: "We listen first, and we care for every client the way we would want our own family cared for.",
    icon: "heart",
  },
  {
    title: "Respect and dignity",
    description: "We honour each person's choices, culture, privacy and independence in their own home.",
    icon: "hands",
  },
  {
    title: "Integrity",
    description: "We are honest about what we can do, we keep our word, and we are clear about costs.",
    icon: "shield",
  },
  {
    title: "Excellence",
    description: "Certified caregivers, ongoing training and regular check-ins keep the quality of care high.",
    icon: "star",
  },
  {
    title: "Collaboration",
    description: "We work hand in hand with families, doctors, hospitals and community partners.",
    icon: "users",
  },
];

/** The six first principles, in order. */
export const firstPrinciples: Statement[] = [
  {
    title: "The client comes first",
    text: "Every decision starts with what is best for the person receiving care.",
  },
  {
    title: "Care is personal",
    text: "One-on-one care, planned around each client's needs, habits and goals, never one size for all.",
  },
  {
    title: "Safety is never optional",
    text: "Screened, certified caregivers and clear procedures protect clients and staff alike.",
  },
  {
    title: "Families are partners",
    text: "We keep families informed and involved, and we welcome their knowledge of the person they love.",
  },
  {
    title: "Caregivers are valued",
    text: "Well-supported, well-trained caregivers give better care, so we invest in our people.",
  },
  {
    title: "Continuity builds trust",
    text: "Familiar faces and consistent routines help clients feel secure and let small changes be noticed early.",
  },
];

/** The four-point strategic plan, in order. */
export const strategicPlan: Statement[] = [
  {
    title: "Widen access to care",
    text: "Bring personalized home care to more communities across Ontario and the other provinces we serve.",
  },
  {
    title: "Invest in our workforce",
    text: "Grow a skilled, certified team through fair pay, paid training and clear paths to advance.",
  },
  {
    title: "Strengthen care partnerships",
    text: "Work closely with hospitals, Ontario Health Teams and primary care so every transition home is safe.",
  },
  {
    title: "Measure and improve quality",
    text: "Listen to clients and families, track outcomes, and use what we learn to make care better every year.",
  },
];

interface PartnerCard {
  image: string;
  imageAlt: string;
  title: string;
  description: string;
}

export const carePartnersIntro = {
  eyebrow: "Care Partners",
  heading: "Working together for better care at home",
  text: "Good care at home depends on good teamwork. We partner with the people and organizations our clients already rely on.",
};

/** The seven care-partner categories, in order. */
export const carePartners: PartnerCard[] = [
  {
    image: "/images/partners/hospitals.svg",
    imageAlt: "Illustration of a hospital building",
    title: "Hospitals and Acute Care Centres",
    description: "Safe, timely discharges with care in place the day a patient comes home.",
  },
  {
    image: "/images/partners/senior-living.svg",
    imageAlt: "Illustration of a senior living residence",
    title: "Senior Living Communities",
    description: "Extra one-on-one support for residents when they need more than the residence provides.",
  },
  {
    image: "/images/partners/geriatric-specialists.svg",
    imageAlt: "Illustration of a clinician with a stethoscope",
    title: "Geriatric Care Specialists",
    description: "Care plans that follow specialist advice on memory, mobility and medication.",
  },
  {
    image: "/images/partners/trusted-advisors.svg",
    imageAlt: "Illustration of two people shaking hands",
    title: "Trusted Advisors",
    description: "Lawyers, financial planners and social workers who help families plan for care.",
  },
  {
    image: "/images/partners/primary-care.svg",
    imageAlt: "Illustration of a family doctor's clinic",
    title: "Primary Care Providers",
    description: "Family doctors and nurse practitioners kept informed about how their patients are doing at home.",
  },
  {
    image: "/images/partners/ontario-health-teams.svg",
    imageAlt: "Illustration of connected care team members",
    title: "Ontario Health Teams",
    description: "Coordinated care across providers, so clients move through the system without gaps.",
  },
  {
    image: "/images/partners/insurance-providers.svg",
    imageAlt: "Illustration of a protective shield with a heart",
    title: "Insurance and Benefit Providers",
    description: "Help using private insurance, Veterans Affairs and employer benefits for home care.",
  },
];

/** The 'Collaborative Care Excellence' banner. */
export const collaborativeCare = {
  heading: "Collaborative Care Excellence",
  text: "When families, health professionals and caregivers share one plan, clients do better at home.",
  points: [
    {
      title: "Seamless care transitions",
      text: "From hospital to home, with the right support arranged before the move.",
    },
    {
      title: "Improved access to care",
      text: "Faster starts and fewer waits, wherever our clients live.",
    },
    {
      title: "Stronger care networks",
      text: "Everyone on the care team informed, connected and working toward the same goals.",
    },
  ] satisfies Statement[],
};
