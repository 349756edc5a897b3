/**
 * /client-rights: the Patient Bill of Rights of Ontario's home and community
 * care (Connecting Care Act, 2019; O. Reg. 187/22, s. 9) in plain words, the
 * client's responsibilities, how to complain and to whom, and no reprisal
 * (decision 1001). Edit the words here; the page lays them out and adds the
 * response times, which come from the code that enforces them
 * (app/lib/complaints.ts COMPLAINT_TIMES). The French edition's words
 * (app/content/fr/client-rights.ts) have the same shape.
 */

/** Where a step of the complaint process sends people. */
export type RightsContact =
  | { kind: "complaint-form"; label: string }
  | { kind: "agency-phone"; label: string }
  | { kind: "agency-email"; label: string }
  | { kind: "phone"; label: string; number: string }
  | { kind: "web"; label: string; url: string };

export interface ComplaintStepCopy {
  id: string;
  heading: string;
  text: string;
  contacts: RightsContact[];
}

export interface ClientRightsPage {
  title: string;
  metaDescription: string;
  lead: string;
  rightsHeading: string;
  rightsIntro: string;
  rights: string[];
  privacy: string;
  responsibilitiesHeading: string;
  responsibilitiesIntro: string;
  responsibilities: string[];
  complainHeading: string;
  complainIntro: string;
  steps: ComplaintStepCopy[];
  emergency: string;
  noReprisalHeading: string;
  noReprisal: string;
  /** When the words were last checked against the regulation. */
  lastChecked: string;
  lastCheckedLabel: string;
}

export const clientRights: ClientRightsPage = {
  title: "Your rights as a client",
  metaDescription:
    "The Patient Bill of Rights for home care in Ontario in plain words, your responsibilities, how to make a complaint (to us, Ontario Health atHome or the Patient Ombudsman) and how fast we answer.",
  lead: "Ontario's law on home and community care gives everyone who receives care at home a Bill of Rights. We respect and promote every one of them. Here they are in plain words, with what we ask of you, and what to do if something goes wrong.",
  rightsHeading: "Your rights",
  rightsIntro: "As a client of home and community care in Ontario, you have the right:",
  rights: [
    "to be treated with courtesy and respect, and to be free from physical, mental, emotional, verbal, sexual and financial abuse;",
    "to be treated in a way that respects your dignity and privacy, supports your independence, and lets you take part in decisions about your care;",
    "to be treated as the individual you are, with care that responds to your needs and preferences, including those based on your culture, religion, language and family;",
    "to receive care free from discrimination, as the Ontario Human Rights Code and the Canadian Charter of Rights and Freedoms protect;",
    "if you are First Nations, Métis or Inuk, to receive care in a culturally safe way;",
    "to clear information about your care, in a format that is accessible to you (large print, plain text or read aloud, for example);",
    "to take part in the assessment of your needs and in making and changing your care plan;",
    "to choose someone to be with you during assessments, and to take part in making, reviewing and changing your care plan;",
    "to help in coordinating your services;",
    "to give or refuse consent to any service;",
    "to raise concerns or suggest changes about your care, and about the policies and decisions that affect you, without fear of interference, coercion, discrimination or reprisal;",
    "to be told about the laws, rules and policies that apply to your care, including this Bill of Rights, and to be told in writing how to make a complaint.",
  ],
  privacy:
    "Your health information is kept confidential as Ontario's Personal Health Information Protection Act requires: only the people caring for you and the managers who need it see it.",
  responsibilitiesHeading: "What we ask of you",
  responsibilitiesIntro: "Care at home works when we work together. We ask clients and families:",
  responsibilities: [
    "to treat our caregivers and staff with courtesy and respect, free from discrimination and harassment;",
    "to give us the information we need to care for you safely, and tell us when something changes (a hospital stay, a new medication, a new need);",
    "to take part in your care plan and follow what we agreed together, or tell us when you want it changed;",
    "to be home at the agreed time, or tell us as early as you can when you will not be;",
    "to keep your home safe for our caregivers: pets secured during visits if we ask, no smoking during visits, and entrances and walkways clear and lit;",
    "to return any equipment we lent you when you no longer need it.",
  ],
  complainHeading: "How to make a complaint",
  complainIntro:
    "You, a family member, your substitute decision-maker or anyone acting for you can complain, in writing or by phone, in English or French. Start with us: most problems are solved fastest where they happened.",
  steps: [
    {
      id: "tell-us",
      heading: "1. Tell us",
      text: "Fill in our complaint form, call us or email us. We give you a reference number, a manager looks into it, and you get our answer in writing.",
      contacts: [
        { kind: "complaint-form", label: "Make a complaint online" },
        { kind: "agency-phone", label: "Call us" },
        { kind: "agency-email", label: "Email us" },
      ],
    },
    {
      id: "funder",
      heading: "2. If your care is funded through Ontario Health atHome",
      text: "If Ontario Health atHome arranged and pays for your care, you can also tell your care coordinator there, or their Patient Relations team.",
      contacts: [{ kind: "phone", label: "Ontario Health atHome", number: "310-2222" }],
    },
    {
      id: "ombudsman",
      heading: "3. The Patient Ombudsman",
      text: "If you are not satisfied after trying to resolve your complaint with us (and with Ontario Health atHome, when it funds your care), the Patient Ombudsman can help. It is free and confidential.",
      contacts: [
        { kind: "phone", label: "Patient Ombudsman", number: "1-888-321-0339" },
        { kind: "web", label: "patientombudsman.ca", url: "https://www.patientombudsman.ca" },
      ],
    },
  ],
  emergency: "If someone is in danger or needs urgent medical help, call 911 first.",
  noReprisalHeading: "No reprisal",
  noReprisal:
    "No one may punish you, threaten you, reduce or stop your care, or treat you differently because you, or someone on your behalf, complained. If you feel this has happened, tell us or the Patient Ombudsman: it is a complaint of its own.",
  lastChecked: "December 2026",
  lastCheckedLabel: "Last checked against Ontario Regulation 187/22:",
};
