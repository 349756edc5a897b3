/**
 * The services mega-menu: four sections in this order. Entries
 * without an href are plain text. `tone` names a colour token in app.css.
 */
export type ServiceTone = "teal" | "indigo" | "rose" | "amber";
export type ServiceIcon = "home-heart" | "briefcase" | "hands" | "hospital";

export interface MenuItem {
  name: string;
  href?: string;
  description: string;
}

export interface MenuSection {
  title: string;
  href?: string;
  description: string;
  icon: ServiceIcon;
  tone: ServiceTone;
  items: MenuItem[];
}

export const servicesMenu: MenuSection[] = [
  {
    title: "SinaiCare",
    href: "/sinaicare",
    description: "Our flagship personalized home care program.",
    icon: "home-heart",
    tone: "teal",
    items: [
      { name: "Companionship & Nursing Care", description: "Friendly company and skilled nursing at home." },
      { name: "24/7 Round-the-Clock Support", description: "Care at any hour, every day of the year." },
      { name: "CareBridge (Live-in Care)", description: "A dedicated caregiver living in the home." },
      { name: "Homemaking & Meal Preparation", description: "Light housekeeping, errands and healthy meals." },
      { name: "Palliative & Post-Surgical Care", description: "Comfort, dignity and recovery support." },
      { name: "Medical Escorts & Hospital To Home", description: "Safe trips to appointments and home again." },
    ],
  },
  {
    title: "Workforce Solutions",
    href: "/services/workforce",
    description: "Care management, specialized care and healthcare staffing.",
    icon: "briefcase",
    tone: "indigo",
    items: [
      {
        name: "Care Management",
        href: "/services/care-management",
        description:
          "Assessments and planning, care coordination, transitions of care, medication and treatment oversight, family support and education, advocacy and navigation.",
      },
      {
        name: "Specialized Care",
        href: "/services/specialized-care",
        description:
          "Healthcare staffing, qualified professionals, behavioural support, outreach attendants, group home support and hospital staffing.",
      },
      { name: "Parkinson's Disease Care", description: "Support for mobility, routines and medication." },
      { name: "Alzheimer's/Dementia Support", description: "Patient, familiar care for memory loss." },
      { name: "Post-Stroke Recovery", description: "Rebuilding strength and independence." },
      { name: "End-of-Life Care", description: "Gentle comfort care for the whole family." },
    ],
  },
  {
    title: "Adults with Disabilities Support",
    href: "/services/adults-disabilities",
    description: "Person-centred support for adults living with disabilities.",
    icon: "hands",
    tone: "rose",
    items: [
      { name: "Behavioural Supports", description: "Positive, consistent behaviour support plans." },
      { name: "Passport Program Assistance", description: "Help using Ontario Passport funding." },
      { name: "Personalized Therapy Services", description: "Therapies matched to personal goals." },
      { name: "Rehabilitation & Counselling", description: "Building skills, confidence and wellbeing." },
      { name: "Specialized Respite Care", description: "A trusted break for family caregivers." },
      { name: "Individual Care Planning", description: "A plan built around the person." },
    ],
  },
  {
    title: "IntegratedCare Solutions (ICS)",
    href: "/services/integrated-care",
    description: "Hospital-to-home programs with our health-system partners.",
    icon: "hospital",
    tone: "amber",
    items: [
      { name: "Transitional Care Units", description: "Step-down care between hospital and home." },
      { name: "Cluster Care Models", description: "Flexible visits shared across a neighbourhood." },
      { name: "Discharge Planning", description: "A safe, well-prepared return home." },
      { name: "Care@Home Services", description: "Hospital-grade support in the home." },
      { name: "Assisted Living Support", description: "Extra help within assisted living settings." },
      { name: "Readmission Prevention", description: "Follow-up that keeps people well at home." },
    ],
  },
];

export const megaMenuFooter = {
  heading: "Need help choosing the right service?",
  text: "Our care coordinators are here to help you find the perfect solution.",
  cta: { label: "Get Started", href: "/contact" },
};
