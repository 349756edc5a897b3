/**
 * The employee resources page (/resources) and the PDF downloads
 * (the seven staff documents and the client brochure linked from /contact).
 *
 * The PDFs are placeholders generated from this file by scripts/generate-pdfs.ts
 * (run before every `npm run build`); each downloads from
 * /resources/download/{file} with a file name built from its title.
 * Emails, phone and the care-app server come from the site configuration, so
 * they are not written here. Never put a password or its suffix on this page:
 * it is public.
 */

export type ResourceCategory = "Payroll" | "Operations" | "Technology" | "Compliance" | "Health & Safety" | "Clients";

export interface ResourceDownload {
  /** File name under the downloads folder and in the URL, e.g. "2025-pay-schedule.pdf". */
  file: string;
  title: string;
  description: string;
  category: ResourceCategory;
  /** Paragraphs of the generated placeholder document. */
  body: string[];
}

/** URL of a download (a resource route that adds Content-Disposition). */
export function downloadHref(download: Pick<ResourceDownload, "file">): string {
  return `/resources/download/${download.file}`;
}

export const resourcesIntro = {
  title: "Employee Resources",
  welcome:
    "Welcome to the resource centre for our caregivers, nurses and office team. Here you will find the " +
    "procedures, forms and contacts you need day to day. Bookmark this page and check back often: we " +
    "update it whenever a process changes.",
  notice: {
    title: "Important Notice",
    text:
      "Every employee is expected to read and follow the procedures on this page. Failure to follow " +
      "company procedures may lead to disciplinary action, up to and including termination of employment.",
  },
};

/** The three quick-action cards; `contact` says which configured channel each uses. */
export const quickActions: {
  title: string;
  description: string;
  contact: "timesheetEmail" | "phone" | "email";
  action: string;
}[] = [
  {
    title: "Submit Timesheets",
    description: "Email your completed, signed timesheet to payroll before the submission deadline.",
    contact: "timesheetEmail",
    action: "Email your timesheet",
  },
  {
    title: "Report Concerns",
    description:
      "Call the office right away about a client's change in condition, an incident, or a safety concern. Someone answers 24 hours a day.",
    contact: "phone",
    action: "Call the office",
  },
  {
    title: "General Inquiries",
    description: "Questions about scheduling, benefits or anything else? Send us an email and we will reply within one business day.",
    contact: "email",
    action: "Email the office",
  },
];

export const careAppSetup = {
  title: "Care App Setup",
  steps: [
    "Install the care app from the App Store or Google Play on the phone you use for work.",
    "Open the app and choose 'Add server'.",
    // The server address itself is configuration (business.careAppServer), shown after this step.
    "Enter the server address below exactly as written.",
    "Sign in with the username on your welcome letter and your default password, then set a new password right away.",
    "Allow location access while the app is open, so your visit check-ins and check-outs are recorded.",
  ],
  serverLabel: "Server address",
};

export const passwordConvention = {
  title: "Your First Sign-in",
  text:
    "Your default password is your first name followed by the suffix HR gives you at orientation. " +
    "You will be asked to change it the first time you sign in. Keep your password to yourself: " +
    "no one from the office will ever ask you for it, by phone or by email.",
  help: "Forgot the suffix or locked out? Call the office and ask for HR; we will reset your access after confirming who you are.",
};

export const shiftCoverageChecklist = {
  title: "Shift Coverage Checklist",
  intro: "If you cannot work a scheduled shift, the client still needs care. Before your shift:",
  items: [
    "Call the office as soon as you know, and at least 24 hours ahead when you can.",
    "Never arrange a swap with another caregiver on your own; the office assigns the replacement.",
    "Give the coordinator the client's name, the shift time and any care notes the replacement needs.",
    "Stay available by phone until the office confirms the shift is covered.",
    "For an emergency on the day, call the office right away; do not rely on email or text messages.",
  ],
};

/** The timesheet rules, kept in the same meaning. */
export const timesheetGuidelines = {
  title: "Timesheet Guidelines",
  rules: [
    "Submit your timesheet by 11:59 PM on the submission date. We pay bi-weekly, and the submission dates are listed in the 2025 Pay Schedule.",
    "Extra hours must be pre-approved in writing by your coordinator before you work them.",
    "Late submissions are paid in the next pay period.",
    "Use the Timesheet Template, record your start and end times for every visit, and have it signed where required.",
  ],
};

export const officeContact = {
  title: "Contact the Office",
  text: "Our office team is here to help with scheduling, payroll and anything you need to care for your clients well.",
};

export const hrSignOff = {
  text:
    "Thank you for the skill, patience and kindness you bring to every visit. Our clients and their families " +
    "notice it, and so do we. If anything on this page is unclear, please ask: we would rather answer a " +
    "question than fix a mistake.",
  signature: "Human Resources Team",
};

export const resourceDownloads: ResourceDownload[] = [
  {
    file: "2025-pay-schedule.pdf",
    title: "2025 Pay Schedule",
    description: "Bi-weekly pay dates for 2025, with the timesheet submission date for each pay period.",
    category: "Payroll",
    body: [
      "We pay every two weeks (bi-weekly). Each pay period has a timesheet submission date.",
      "Submit your timesheet by 11:59 PM on the submission date to be paid on the matching pay date.",
      "Late submissions are paid in the next pay period. Extra hours must be pre-approved in writing.",
      "This placeholder will be replaced by the dated 2025 schedule from Payroll. Until then, ask the office for the current dates.",
    ],
  },
  {
    file: "processes-guide.pdf",
    title: "Processes Guide",
    description: "How we work: visits, documentation, incident reporting, client privacy and professional conduct.",
    category: "Operations",
    body: [
      "This guide explains our day-to-day procedures: arriving for and ending a visit, documenting care, reporting incidents and changes in a client's condition, protecting client privacy, and professional conduct.",
      "Failure to follow company procedures may lead to disciplinary action, up to and including termination of employment.",
      "This is a placeholder for the approved Processes Guide. Ask your coordinator for the current version.",
    ],
  },
  {
    file: "care-app-setup-steps.pdf",
    title: "Care-app setup steps",
    description: "Step-by-step instructions to install the care app, connect to our server and sign in the first time.",
    category: "Technology",
    body: [
      "1. Install the care app from the App Store or Google Play.",
      "2. Choose 'Add server' and enter the server address shown on the Employee Resources page.",
      "3. Sign in with the username on your welcome letter. Your default password is your first name followed by the suffix HR gives you at orientation.",
      "4. Set a new password right away, and allow location access while the app is open.",
      "This is a placeholder; the illustrated guide is available from the office.",
    ],
  },
  {
    file: "care-app-attachments-guide.pdf",
    title: "Care-app attachments guide",
    description: "How to attach signed forms and photos of documents to a visit record in the care app.",
    category: "Technology",
    body: [
      "Open the visit, choose 'Attachments', then take a clear photo of the signed form or pick it from your files.",
      "Never photograph a client, and never keep client documents on your phone after you upload them.",
      "This is a placeholder; the illustrated guide is available from the office.",
    ],
  },
  {
    file: "timesheet-template.pdf",
    title: "Timesheet Template",
    description: "The standard bi-weekly timesheet: client, date, start and end times, and signatures.",
    category: "Payroll",
    body: [
      "Employee name: ____________________    Pay period: ____________________",
      "For each visit record: client, date, start time, end time, total hours, and any pre-approved extra hours.",
      "Employee signature: ____________________    Coordinator signature: ____________________",
      "Submit by 11:59 PM on the submission date. Late submissions are paid in the next pay period.",
    ],
  },
  {
    file: "resource-guide-sign-off.pdf",
    title: "Resource guide sign-off",
    description: "Confirm that you have read and understood the employee resource guide and its procedures.",
    category: "Compliance",
    body: [
      "I confirm that I have read the Employee Resources page and the Processes Guide, and that I understand I must follow these procedures.",
      "I understand that failure to follow company procedures may lead to disciplinary action, up to and including termination of employment.",
      "Name: ____________________    Signature: ____________________    Date: ____________",
    ],
  },
  {
    file: "annual-tb-symptom-questionnaire.pdf",
    title: "Annual TB symptom questionnaire",
    description: "The yearly tuberculosis symptom screening every employee completes and returns to HR.",
    category: "Health & Safety",
    body: [
      "In the past year, have you had: a cough lasting three weeks or more; coughing up blood; fever or night sweats; unexplained weight loss? (Yes / No for each)",
      "If you answer Yes to any question, speak with your health care provider and tell HR before your next shift.",
      "Name: ____________________    Signature: ____________________    Date: ____________",
    ],
  },
];

/** The client brochure offered in the contact page's free consultation block. */
export const brochure: ResourceDownload = {
  file: "sinaicare-brochure.pdf",
  title: "SinaiCare brochure",
  description: "An overview of our SinaiCare home care program, our services and how to get started.",
  category: "Clients",
  body: [
    "SinaiCare is our personalized 1-on-1 home healthcare program: companionship and nursing care, 24/7 round-the-clock support, CareBridge live-in care, homemaking and meal preparation, palliative and post-surgical care, and medical escorts from hospital to home.",
    "Getting started is simple: call us or send a message, and a care coordinator will arrange a free consultation, a personalized care assessment and a detailed care plan proposal, with transparent pricing.",
    "This is a placeholder brochure; ask us for the full printed version.",
  ],
};

/** Every file the PDF script generates and the download route serves. */
export const allDownloads: ResourceDownload[] = [...resourceDownloads, brochure];

/** The page's words in one language; the French edition's (app/content/fr/resources.ts) have this shape. */
export interface ResourcesCopy {
  intro: typeof resourcesIntro;
  quickActions: typeof quickActions;
  careAppSetup: typeof careAppSetup;
  passwordConvention: typeof passwordConvention;
  shiftCoverageChecklist: typeof shiftCoverageChecklist;
  timesheetGuidelines: typeof timesheetGuidelines;
  officeContact: typeof officeContact;
  hrSignOff: typeof hrSignOff;
  categories: Record<ResourceCategory, string>;
  /** Each download's card, by file name; `pdfInEnglish`: the PDF itself is not in the page's language. */
  downloads: Record<string, Pick<ResourceDownload, "title" | "description"> & { pdfInEnglish?: true }>;
}

export const resourcesCopy: ResourcesCopy = {
  intro: resourcesIntro,
  quickActions,
  careAppSetup,
  passwordConvention,
  shiftCoverageChecklist,
  timesheetGuidelines,
  officeContact,
  hrSignOff,
  categories: { Payroll: "Payroll", Operations: "Operations", Technology: "Technology", Compliance: "Compliance", "Health & Safety": "Health & Safety", Clients: "Clients" },
  downloads: Object.fromEntries(allDownloads.map(({ file, title, description }) => [file, { title, description }])),
};
