/**
 * Who the business is: names, phones, emails, address, hours, links.
 * These are placeholders (fictional 555-01xx numbers, example.com addresses);
 * each can be overridden by an environment variable (see docs/operations.md), read in
 * app/server/infra/config.server.ts. Pages get the merged values from the root loader.
 */
export interface Business {
  companyName: string;
  legalName: string;
  programName: string;
  tagline: string;
  phone: string;
  secondaryPhone: string;
  email: string;
  careersEmail: string;
  hrEmail: string;
  timesheetEmail: string;
  address: { street: string; city: string; province: string; postalCode: string; country: string };
  /** The office's hours, Monday to Friday, agency time (24-hour clock): said per language by formatOfficeHours (app/lib/i18n.ts). */
  officeHours: { open: number; close: number };
  topBarLocation: string;
  bookingUrl: string;
  staffLoginUrl: string;
  social: { label: string; href: string }[];
  /** Care-app server address shown to staff on /resources (not a secret). */
  careAppServer: string;
}

export const defaultBusiness: Business = {
  companyName: "Sinai Home Care",
  legalName: "Sinai Home Care Services Inc.",
  programName: "SinaiCare",
  tagline: "Personalized 1-on-1 home healthcare, delivered with compassion in the comfort of home.",
  phone: "(905) 555-0142",
  secondaryPhone: "(416) 555-0187",
  email: "care@example.com",
  careersEmail: "careers@example.com",
  hrEmail: "hr@example.com",
  timesheetEmail: "timesheets@example.com",
  address: {
    street: "100 Example Road, Suite 200",
    city: "Woodbridge",
    province: "ON",
    postalCode: "L4L 0A1",
    country: "CA",
  },
  officeHours: { open: 7, close: 22 },
  topBarLocation: "Ontario",
  bookingUrl: "https://booking.example.com/sinaicare",
  staffLoginUrl: "https://staff.example.com/login",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/example" },
    { label: "Instagram", href: "https://www.instagram.com/example" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/example" },
  ],
  careAppServer: "care.example.com",
};

/** `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+1${digits}`}`;
}
