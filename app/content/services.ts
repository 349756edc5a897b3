/**
 * Service content:
 * the home page cards, the care-management steps, the /sinaicare page and the
 * five service pages keyed by slug. Titles, tones, icons and menu entries come
 * from the mega-menu content (services-menu.ts), so each name is written once;
 * this file adds the longer descriptions.
 */
import type { IconName } from "~/components/Icon";
import { type MenuItem, type MenuSection, type ServiceTone, servicesMenu } from "./services-menu";

function menuSection(href: string): MenuSection {
  const section = servicesMenu.find((candidate) => candidate.href === href);
  if (!section) throw new Error(`services-menu.ts has no section linking to ${href}`);
  return section;
}

function menuItem(section: MenuSection, href: string): MenuItem {
  const item = section.items.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`services-menu.ts has no entry linking to ${href}`);
  return item;
}

function itemNamed(section: MenuSection, name: string): string {
  const item = section.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`services-menu.ts has no entry named ${name}`);
  return item.name;
}

const sinaiCareMenu = menuSection("/sinaicare");
const workforceMenu = menuSection("/services/workforce");
const adultsMenu = menuSection("/services/adults-disabilities");
const integratedMenu = menuSection("/services/integrated-care");
const careManagementItem = menuItem(workforceMenu, "/services/care-management");
const specializedItem = menuItem(workforceMenu, "/services/specialized-care");

export interface Feature {
  title: string;
  description: string;
}

/** The menu entries of a section, each with a longer description. */
function detailed(section: MenuSection, details: Record<string, string>): Feature[] {
  return section.items
    .filter((item) => !item.href)
    .map((item) => ({ title: item.name, description: details[item.name] ?? item.description }));
}

// ---------------------------------------------------------------------------
// Home page: Services section
// ---------------------------------------------------------------------------

export interface ServiceCard {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  href: string;
  image: string;
  imageAlt: string;
  tone: ServiceTone;
  icon: IconName;
}

export const servicesIntro = {
  eyebrow: "Our Services",
  heading: "Care for every stage of life",
  text: "From a few hours of help each week to round-the-clock nursing, we build care around the person, and adjust it as needs change.",
};

/** The four large cards, in the product's order. */
export const featuredServiceCards: ServiceCard[] = [
  {
    title: sinaiCareMenu.title,
    subtitle: "Our flagship 1-on-1 home care program",
    description:
      "Companionship, personal care and nursing from a dedicated caregiver, matched to your needs and available around the clock.",
    features: sinaiCareMenu.items.slice(0, 4).map((item) => item.name),
    href: sinaiCareMenu.href ?? "/sinaicare",
    image: "/images/services/sinaicare.svg",
    imageAlt: "Illustration of a caregiver sitting with an older woman at home",
    tone: sinaiCareMenu.tone,
    icon: sinaiCareMenu.icon,
  },
  {
    title: adultsMenu.title,
    subtitle: "Person-centred support for independence",
    description:
      "Practical, respectful support that helps adults with disabilities build skills, enjoy their community and live the life they choose.",
    features: adultsMenu.items.slice(0, 4).map((item) => item.name),
    href: adultsMenu.href ?? "/services/adults-disabilities",
    image: "/images/services/adults-disabilities.svg",
    imageAlt: "Illustration of a support worker walking beside a young man using a wheelchair",
    tone: adultsMenu.tone,
    icon: adultsMenu.icon,
  },
  {
    title: specializedItem.name,
    subtitle: "Skilled care for complex conditions",
    description:
      "Caregivers trained for Parkinson's, dementia, heart conditions, stroke recovery, cancer and end-of-life care.",
    features: [
      itemNamed(workforceMenu, "Parkinson's Disease Care"),
      itemNamed(workforceMenu, "Alzheimer's/Dementia Support"),
      itemNamed(workforceMenu, "Post-Stroke Recovery"),
      itemNamed(workforceMenu, "End-of-Life Care"),
    ],
    href: specializedItem.href ?? "/services/specialized-care",
    image: "/images/services/specialized-care.svg",
    imageAlt: "Illustration of a nurse checking an older man's blood pressure",
    tone: "indigo",
    icon: "heart",
  },
  {
    title: integratedMenu.title,
    subtitle: "Hospital-to-home programs",
    description:
      "With our hospital and Ontario Health Team partners, we make the move home safe and help patients stay well once they are there.",
    features: integratedMenu.items.slice(0, 4).map((item) => item.name),
    href: integratedMenu.href ?? "/services/integrated-care",
    image: "/images/services/integrated-care.svg",
    imageAlt: "Illustration of a patient leaving hospital with a caregiver",
    tone: integratedMenu.tone,
    icon: integratedMenu.icon,
  },
];

/** The additional support cards: Care Management and Workforce Solutions. */
export const supportServiceCards: ServiceCard[] = [
  {
    title: careManagementItem.name,
    subtitle: "A professional guide for the whole journey",
    description:
      "A dedicated care manager assesses needs, builds the plan, coordinates every provider and keeps the family informed.",
    features: ["Assessments and planning", "Care coordination", "Family support and education"],
    href: careManagementItem.href ?? "/services/care-management",
    image: "/images/services/care-management.svg",
    imageAlt: "Illustration of a care manager reviewing a care plan with a family",
    tone: workforceMenu.tone,
    icon: "briefcase",
  },
  {
    title: workforceMenu.title,
    subtitle: "Qualified healthcare staff when you need them",
    description:
      "Nurses, personal support workers and homemakers for hospitals, group homes, residences and community programs.",
    features: ["Healthcare and hospital staffing", "Group home support", "Outreach attendants"],
    href: workforceMenu.href ?? "/services/workforce",
    image: "/images/services/workforce.svg",
    imageAlt: "Illustration of a team of nurses and support workers",
    tone: workforceMenu.tone,
    icon: workforceMenu.icon,
  },
];

/** 'Comprehensive Care Management' three steps. */
export const careManagementSteps = {
  heading: "Comprehensive Care Management",
  text: "Every client has a plan, and someone who makes sure it works.",
  steps: [
    {
      title: "Assessment & Planning",
      description: "A nurse or care manager meets you at home, learns what matters to you and writes a care plan with you.",
    },
    {
      title: "Care Coordination",
      description: "We match your caregivers, arrange the schedule and stay in touch with your doctors and other providers.",
    },
    {
      title: "Ongoing Monitoring",
      description: "Regular check-ins and reviews keep the plan up to date as your health and wishes change.",
    },
  ] satisfies Feature[],
};

/** The 'Ready to Get Started?' banner. */
export const getStartedBanner = {
  heading: "Ready to Get Started?",
  text: "Book a free, no-obligation consultation. We will listen, answer your questions and suggest a plan that fits.",
  bookingLabel: "Schedule Free Consultation",
};

// ---------------------------------------------------------------------------
// /sinaicare
// ---------------------------------------------------------------------------

export const sinaiCarePage = {
  title: sinaiCareMenu.title,
  eyebrow: "Our flagship program",
  heading: `${sinaiCareMenu.title}: personalized 1-on-1 home care`,
  metaDescription:
    "SinaiCare is our personalized 1-on-1 home care program: companionship, nursing, 24/7 support, live-in care and hospital-to-home help across Ontario.",
  intro: [
    "SinaiCare brings one dedicated, certified caregiver to your home, matched to your needs, your routines and your personality. Whether you need a few hours of help each week or care around the clock, your plan is built with you and reviewed as life changes.",
    "Families choose SinaiCare for the peace of mind that comes from knowing a familiar, trusted face is there, and that a nurse-led team is behind every visit.",
  ],
  image: "/images/services/sinaicare.svg",
  imageAlt: "Illustration of a caregiver sitting with an older woman at home",
  includesHeading: "What SinaiCare includes",
  includes: detailed(sinaiCareMenu, {
    "Companionship & Nursing Care":
      "Conversation, outings and help with daily routines, alongside skilled nursing such as wound care, medication support and health monitoring.",
    "24/7 Round-the-Clock Support":
      "Care at any hour, on weekends and holidays, with an on-call coordinator always a phone call away.",
    "CareBridge (Live-in Care)":
      "A dedicated caregiver who lives in the home, for clients who need steady support through the day and night.",
    "Homemaking & Meal Preparation":
      "Light housekeeping, laundry, groceries and healthy meals that respect dietary needs and family recipes.",
    "Palliative & Post-Surgical Care":
      "Comfort-focused care at the end of life, and safe recovery at home after surgery or a hospital stay.",
    "Medical Escorts & Hospital To Home":
      "A caregiver to accompany you to appointments, and a smooth, supported return home from hospital.",
  }),
  whyChooseHeading: "Why Choose SinaiCare?",
  whyChoose: [
    {
      title: "One client, one caregiver",
      description: "Your caregiver is there for you alone during every visit, never rushing between clients.",
    },
    {
      title: "Thoughtfully matched",
      description: "We match skills, language, culture and personality, and change the match if it is not right.",
    },
    {
      title: "Nurse-led care plans",
      description: "Registered nurses oversee each plan and train caregivers for the client's specific needs.",
    },
    {
      title: "Support at any hour",
      description: "Care and an on-call coordinator are available 24 hours a day, 7 days a week.",
    },
    {
      title: "Flexible schedules",
      description: "From short visits to live-in care, with no long-term contract and easy changes.",
    },
    {
      title: "Clear, honest pricing",
      description: "You receive a written estimate before care begins, and we help you use insurance and benefits.",
    },
  ] satisfies Feature[],
  missionPromise:
    "Through SinaiCare we keep that promise one client at a time: the same caring faces, a plan that fits, and a team that answers when you call.",
  closing: {
    heading: "Let's talk about the care you need",
    text: "Book a free consultation online, or call us and speak with a care coordinator today.",
  },
};

// ---------------------------------------------------------------------------
// /services/{service}
// ---------------------------------------------------------------------------

export const serviceSlugs = [
  "adults-disabilities",
  "specialized-care",
  "integrated-care",
  "care-management",
  "workforce",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/**
 * What a page button does: open the service's intake form (falls back to the
 * booking dialog when no intake URL is configured), open the booking dialog,
 * or go to another page of the site.
 */
export type ServiceAction =
  | { kind: "intake"; label: string }
  | { kind: "booking"; label: string }
  | { kind: "link"; label: string; href: string };

export interface ServicePage {
  slug: ServiceSlug;
  title: string;
  eyebrow: string;
  metaDescription: string;
  tone: ServiceTone;
  image: string;
  imageAlt: string;
  intro: string[];
  highlights: string[];
  offerings: { heading: string; text: string; items: Feature[] };
  process?: { heading: string; text: string; steps: Feature[] };
  qualifications?: { heading: string; text: string; groups: { title: string; items: string[] }[] };
  extra?: { heading: string; text: string; items: string[] };
  actions: ServiceAction[];
  closing: { heading: string; text: string };
}

const contactAction: ServiceAction = { kind: "link", label: "Contact Us", href: "/contact" };

export const servicePages: Record<ServiceSlug, ServicePage> = {
  "adults-disabilities": {
    slug: "adults-disabilities",
    title: adultsMenu.title,
    eyebrow: "Person-centred support",
    metaDescription:
      "Support for adults with developmental and physical disabilities in Ontario: behavioural supports, Passport program help, therapy, respite and individual care planning.",
    tone: adultsMenu.tone,
    image: "/images/services/adults-disabilities.svg",
    imageAlt: "Illustration of a support worker walking beside a young man using a wheelchair",
    intro: [
      "We support adults living with developmental, intellectual and physical disabilities at home and in the community. Our workers help people build everyday skills, follow their interests and live as independently as they choose.",
      "Families get a dependable partner: a consistent team, a written plan, and a coordinator who knows your loved one by name.",
    ],
    highlights: ["Consistent, trained support workers", "Passport funding accepted", "Flexible hours, including respite"],
    offerings: {
      heading: "Six ways we help",
      text: "Support is shaped around the person's goals, strengths and routines.",
      items: detailed(adultsMenu, {
        "Behavioural Supports":
          "Positive, consistent strategies developed with families and clinicians, so challenging moments are understood and handled calmly.",
        "Passport Program Assistance":
          "Help understanding and using Ontario Passport funding for community participation, respite and caregiver relief.",
        "Personalized Therapy Services":
          "Support to follow therapy plans at home, from speech and occupational therapy exercises to physiotherapy routines.",
        "Rehabilitation & Counselling":
          "Building life skills, confidence and emotional wellbeing, with referrals to counselling when it helps.",
        "Specialized Respite Care":
          "A trusted, trained worker so family caregivers can rest, work or take a holiday knowing all is well at home.",
        "Individual Care Planning":
          "A written plan built with the person and their family, reviewed regularly and updated as goals change.",
      }),
    },
    actions: [
      { kind: "intake", label: "Start an Intake" },
      { kind: "booking", label: "Schedule Consultation" },
    ],
    closing: {
      heading: "Let's plan support together",
      text: "Fill in our short intake form, or book a free consultation to talk it through with a coordinator.",
    },
  },

  "specialized-care": {
    slug: "specialized-care",
    title: "Specialized Care Services",
    eyebrow: specializedItem.name,
    metaDescription:
      "Specialized home care in Ontario for Parkinson's disease, dementia, heart conditions, post-stroke recovery, cancer and end-of-life care.",
    tone: "indigo",
    image: "/images/services/specialized-care.svg",
    imageAlt: "Illustration of a nurse checking an older man's blood pressure",
    intro: [
      "Some conditions call for more than general home care. Our nurses and personal support workers receive extra training for the conditions below, and every plan is overseen by a registered nurse.",
      "We work with your doctors and specialists so care at home follows their advice, and we let them know promptly when something changes.",
    ],
    highlights: ["Condition-specific training", "Nurse-supervised care plans", "Day, overnight and live-in care"],
    offerings: {
      heading: "Conditions we care for",
      text: "Each program combines skilled care with patience, comfort and respect.",
      items: [
        {
          title: itemNamed(workforceMenu, "Parkinson's Disease Care"),
          description:
            "Help with mobility, balance and fall prevention, exercise routines and medication taken on time, every time.",
        },
        {
          title: itemNamed(workforceMenu, "Alzheimer's/Dementia Support"),
          description:
            "Calm, familiar routines, meaningful activities and gentle redirection, with guidance for families on what to expect.",
        },
        {
          title: "Heart Health Care",
          description:
            "Monitoring of blood pressure, weight and symptoms, heart-healthy meals and support with cardiac rehabilitation at home.",
        },
        {
          title: itemNamed(workforceMenu, "Post-Stroke Recovery"),
          description:
            "Support with therapy exercises, speech and mobility, and safe help with daily tasks while strength returns.",
        },
        {
          title: "Cancer Care Support",
          description:
            "Comfort during treatment, rides and company to appointments, symptom monitoring and help around the home.",
        },
        {
          title: itemNamed(workforceMenu, "End-of-Life Care"),
          description:
            "Gentle palliative care focused on comfort and dignity, with support for the whole family, day and night.",
        },
      ],
    },
    extra: {
      heading: "Specialized support teams",
      text: specializedItem.description,
      items: [
        "Behavioural support workers",
        "Outreach attendants",
        "Group home support",
        "Hospital staffing",
      ],
    },
    actions: [
      { kind: "booking", label: "Schedule Consultation" },
      { kind: "link", label: "Talk to a Care Coordinator", href: "/contact" },
    ],
    closing: {
      heading: "Specialized care, close to home",
      text: "Tell us about the diagnosis and the help you need. We will suggest a plan and the right caregivers.",
    },
  },

  "integrated-care": {
    slug: "integrated-care",
    title: integratedMenu.title,
    eyebrow: "Hospital-to-home care",
    metaDescription:
      "IntegratedCare Solutions (ICS): hospital-to-home care, discharge planning, transitional care and readmission prevention with Ontario hospitals and Ontario Health Teams.",
    tone: integratedMenu.tone,
    image: "/images/services/integrated-care.svg",
    imageAlt: "Illustration of a patient leaving hospital with a caregiver",
    intro: [
      "IntegratedCare Solutions (ICS) connects hospital and home. Working with hospitals, Ontario Health Teams and community partners, we arrange care before discharge so patients go home safely and with confidence.",
      "Once home, our team follows up closely to prevent complications and avoid a return to hospital.",
    ],
    highlights: ["Same-day starts after discharge", "Shared plans with hospital teams", "Follow-up that prevents readmission"],
    offerings: {
      heading: "Our ICS programs",
      text: "Flexible models that fit each partner's patients and community.",
      items: detailed(integratedMenu, {
        "Transitional Care Units":
          "Step-down care for patients who no longer need a hospital bed but are not yet ready to go home alone.",
        "Cluster Care Models":
          "Short, frequent visits shared across clients who live close together, so help is there when it is needed.",
        "Discharge Planning":
          "We meet patients and hospital staff before discharge and have services and equipment ready at home.",
        "Care@Home Services":
          "Nursing and personal support at home that would once have meant a longer hospital stay.",
        "Assisted Living Support":
          "Extra hands-on help for residents of assisted living and retirement settings during recovery.",
        "Readmission Prevention":
          "Early check-ins, medication reviews and clear warning-sign plans that keep people well at home.",
      }),
    },
    process: {
      heading: "From hospital to home in four steps",
      text: "A clear path for patients, families and hospital teams.",
      steps: [
        {
          title: "Referral",
          description: "A hospital, physician, Ontario Health Team or family member refers the patient to us.",
        },
        {
          title: "Discharge planning",
          description: "We assess needs with the hospital team and agree on a care plan before the patient leaves.",
        },
        {
          title: "Transition home",
          description: "A caregiver meets the patient at home on the day of discharge, with services already in place.",
        },
        {
          title: "Follow-up",
          description: "Regular visits and check-ins, with updates to the care team, keep recovery on track.",
        },
      ],
    },
    actions: [
      { kind: "intake", label: "Start a Referral" },
      { kind: "booking", label: "Schedule Consultation" },
    ],
    closing: {
      heading: "Partner with us",
      text: "Hospitals, health teams and families can start a referral online, or book a call to discuss a partnership.",
    },
  },

  "care-management": {
    slug: "care-management",
    title: "Care Management Services",
    eyebrow: careManagementItem.name,
    metaDescription:
      "Care management in Ontario: assessments and planning, care coordination, transitions of care, medication oversight, family support and advocacy.",
    tone: workforceMenu.tone,
    image: "/images/services/care-management.svg",
    imageAlt: "Illustration of a care manager reviewing a care plan with a family",
    intro: [
      "Arranging care can feel overwhelming, especially from a distance. A care manager takes that weight off your shoulders: one experienced professional who knows the health system and keeps everything moving.",
      "Your care manager assesses needs, builds the plan, coordinates every provider and keeps the family informed, so you can focus on time together.",
    ],
    highlights: ["One point of contact", "Regular updates for the family", "Experienced nurses and social workers"],
    offerings: {
      heading: "Six services, one care manager",
      text: "Use one service or all of them, as your situation needs.",
      items: [
        {
          title: "Assessments and Planning",
          description: "A thorough in-home assessment of health, safety and wellbeing, and a written plan that sets clear goals.",
        },
        {
          title: "Care Coordination",
          description: "Scheduling caregivers, therapists and appointments, and making sure everyone works from the same plan.",
        },
        {
          title: "Transitions of Care",
          description: "Planning moves between hospital, home, retirement living or long-term care so nothing is missed.",
        },
        {
          title: "Medication and Treatment Oversight",
          description: "Reviewing medications with pharmacists and doctors and making sure treatments are followed.",
        },
        {
          title: "Family Support and Education",
          description: "Explaining conditions and options, guiding family caregivers and holding family meetings when decisions are hard.",
        },
        {
          title: "Advocacy and Navigation",
          description: "Speaking up for the client and finding the right programs, funding and community resources.",
        },
      ],
    },
    process: {
      heading: "How care management works",
      text: "Four steps, then a plan that keeps improving.",
      steps: [
        {
          title: "Free consultation",
          description: "Tell us what is happening and what worries you. We explain how we can help and what it costs.",
        },
        {
          title: "In-home assessment",
          description: "Your care manager visits, meets the client and family, and reviews health, safety and daily needs.",
        },
        {
          title: "Personal care plan",
          description: "We write a plan with you, set goals and arrange the services and caregivers it calls for.",
        },
        {
          title: "Ongoing monitoring",
          description: "Regular reviews and updates to the family, with changes made quickly when needs change.",
        },
      ],
    },
    actions: [{ kind: "booking", label: "Book a Care Assessment" }, contactAction],
    closing: {
      heading: "Talk to a care manager",
      text: "Book a free consultation, or send us a message and we will reply within 24 hours.",
    },
  },

  workforce: {
    slug: "workforce",
    title: workforceMenu.title,
    eyebrow: "Healthcare staffing",
    metaDescription:
      "Healthcare staffing in Ontario: qualified nurses, personal support workers and homemakers for hospitals, group homes, residences and community programs.",
    tone: workforceMenu.tone,
    image: "/images/services/workforce.svg",
    imageAlt: "Illustration of a team of nurses and support workers",
    intro: [
      "Hospitals, group homes, retirement residences and community agencies rely on us for qualified healthcare staff, from a single shift to long-term placements.",
      "Every worker we place is screened, certified and supported by our coordinators, so you can count on reliable, caring staff who fit your team.",
    ],
    highlights: ["Short- and long-term placements", "Screened and certified staff", "24/7 scheduling support"],
    offerings: {
      heading: "Staffing services",
      text: "Flexible staffing that keeps your care safe and your team supported.",
      items: [
        {
          title: "Healthcare Staffing",
          description: "Registered nurses, registered practical nurses and personal support workers for shifts or contracts.",
        },
        {
          title: "Hospital Staffing",
          description: "One-to-one sitters, constant observation and extra support on busy units.",
        },
        {
          title: "Group Home Support",
          description: "Developmental service workers and support staff who know person-centred care.",
        },
        {
          title: "Outreach Attendants",
          description: "Attendants who visit clients in the community for scheduled personal care.",
        },
        {
          title: "Behavioural Support",
          description: "Workers trained in de-escalation and positive behaviour support for complex needs.",
        },
        {
          title: "Urgent Coverage",
          description: "Last-minute and overnight coverage, arranged by our coordinators at any hour.",
        },
      ],
    },
    qualifications: {
      heading: "Qualifications you can count on",
      text: "Every placement meets these standards before the first shift.",
      groups: [
        {
          title: "Nurses (RN and RPN)",
          items: [
            "Registered with the College of Nurses of Ontario, in good standing",
            "Current CPR and basic life support",
            "Clear vulnerable sector check",
            "Experience in home, community or hospital care",
          ],
        },
        {
          title: "Personal Support Workers",
          items: [
            "PSW certificate from a recognized Ontario program",
            "Current first aid and CPR",
            "Clear vulnerable sector check",
            "Training in safe lifts, transfers and infection control",
          ],
        },
        {
          title: "Homemaking",
          items: [
            "Experience in housekeeping, laundry and meal preparation",
            "Safe food handling knowledge",
            "Clear vulnerable sector check",
            "Respect for each household's routines and culture",
          ],
        },
      ],
    },
    actions: [
      { kind: "link", label: "Request Staff", href: "/contact" },
      { kind: "link", label: "Join Our Team", href: "/careers" },
    ],
    closing: {
      heading: "Need qualified staff?",
      text: "Tell us about your staffing needs and a coordinator will get back to you within 24 hours.",
    },
  },
};

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value ?? "");
}
