/**
 * The contact page's copy (/contact). Its French twin, app/content/fr/contact.ts,
 * has the same type, so a missing section fails the typecheck. The form's
 * words are in the message catalogs (app/content/messages/).
 */
export interface ContactPageCopy {
  title: string;
  description: string;
  intro: { eyebrow: string; heading: string; lead: string; serviceAreas: string };
  details: {
    heading: string;
    phone: string;
    email: string;
    headOffice: string;
    /** "Woodbridge, Ontario L4L 0A1" / "Woodbridge (Ontario) L4L 0A1". */
    cityLine: (city: string, postalCode: string) => string;
    hoursLabel: string;
  };
  form: { heading: string; requiredNote: string };
  emergency: { heading: string; text: string; call: (phone: string) => string };
  team: { heading: string; portraits: [string, string, string] };
  consultation: {
    eyebrow: string;
    heading: string;
    lead: string;
    book: string;
    bookTitle: string;
    opensBooking?: string;
    brochure: string;
    /** Read after "PDF": the brochure's language when it is not the page's. */
    brochureNote: string;
    brochureDescription: string | null;
    expectHeading: string;
    expect: { title: string; text: string }[];
  };
}

export const contactPage: ContactPageCopy = {
  title: "Contact Us",
  description:
    "Call, email or send us a message about home care in Ontario. We answer within 24 hours and offer a free consultation; emergency support is available 24/7.",
  intro: {
    eyebrow: "Contact",
    heading: "We are here to help",
    lead: "Questions about care for yourself or a loved one? Call us, email us or send a message. A care coordinator answers within 24 hours.",
    serviceAreas: "See our service areas",
  },
  details: {
    heading: "Contact details",
    phone: "Phone",
    email: "Email",
    headOffice: "Head office",
    cityLine: (city, postalCode) => `${city}, Ontario ${postalCode}`,
    hoursLabel: "Business hours",
  },
  form: { heading: "Send us a message", requiredNote: "Fields marked * are required." },
  emergency: {
    heading: "24/7 emergency support",
    text: "Current clients and families can reach our on-call team at any hour, every day of the year. In a medical emergency, call 911.",
    call: (phone) => `Call ${phone}`,
  },
  team: {
    heading: "Meet the people who answer",
    portraits: [
      "Illustrated portrait of a registered nurse on our team",
      "Illustrated portrait of a personal support worker on our team",
      "Illustrated portrait of one of our care coordinators",
    ],
  },
  consultation: {
    eyebrow: "Free consultation",
    heading: "Start with a free, no-obligation consultation",
    lead: "Tell us about your situation and we will suggest the right care, at home, on your schedule.",
    book: "Schedule Free Consultation",
    bookTitle: "Schedule a free consultation",
    brochure: "Download our brochure",
    brochureNote: " (PDF)",
    brochureDescription: null,
    expectHeading: "What to Expect",
    expect: [
      { title: "Response within 24 hours", text: "A care coordinator calls or emails you back within one business day." },
      { title: "Personalized care assessment", text: "We learn about your loved one's needs, routines and preferences." },
      { title: "Detailed care plan proposal", text: "You receive a written plan with the services, schedule and caregivers." },
      { title: "Transparent pricing discussion", text: "Clear hourly rates and no surprises, before any care begins." },
    ],
  },
};
