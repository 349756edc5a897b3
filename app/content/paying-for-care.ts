/**
 * /paying-for-care: how families pay for home care, facts only, each with
 * the name of the official source that states it (one source per fact).
 * Edit the words here; the page lays them out. Amounts change every year,
 * so none are quoted: the sources keep them.
 */
export interface FundingFact {
  /** What the fact says, in plain words. */
  text: string;
  /** The official source's name (publisher: page or publication). */
  source: string;
}

export interface FundingWay {
  id: string;
  heading: string;
  facts: FundingFact[];
}

/** The page's words; the French edition's (app/content/fr/paying-for-care.ts) have the same shape. */
export interface PayingForCarePage {
  title: string;
  metaDescription: string;
  intro: string;
  disclaimer: string;
  /** When the facts were last checked against their sources. */
  lastChecked: string;
  ways: FundingWay[];
}

export const payingForCare: PayingForCarePage = {
  title: "Paying for home care",
  metaDescription:
    "How home care is paid for in Ontario: private pay, private insurance, Veterans Affairs Canada, Ontario Health atHome (310-2222), family-managed and self-directed funding, and the federal tax credits.",
  intro:
    "Most families combine more than one way. Here is what each one is, and who to ask about it. A care coordinator can talk it through with you when they call.",
  disclaimer:
    "General information, not advice: rules, eligibility and amounts change, and your situation decides what applies. Check with the source named under each fact, or with a tax professional.",
  lastChecked: "November 2026",
  ways: [
    {
      id: "private-pay",
      heading: "Private pay",
      facts: [
        {
          text: "You arrange the care you want with a home care provider and pay it directly, for as many hours as you choose, without waiting for an assessment.",
          source: "Government of Ontario, ontario.ca: Home and community care",
        },
        {
          text: "Amounts paid for attendant care at home can be eligible medical expenses on your income tax return (see the tax credits below).",
          source: "Canada Revenue Agency, Guide RC4065: Medical Expenses",
        },
      ],
    },
    {
      id: "private-insurance",
      heading: "Private insurance",
      facts: [
        {
          text: "Some extended health plans (often through work or retirement) and long-term care insurance policies pay part of home care or nursing at home. Your policy says what is covered, the limits, and whether a doctor's note is needed.",
          source: "Canadian Life and Health Insurance Association: A guide to supplementary health insurance",
        },
      ],
    },
    {
      id: "veterans",
      heading: "Veterans Affairs Canada",
      facts: [
        {
          text: "The Veterans Independence Program helps eligible Veterans, and some survivors and primary caregivers, stay at home, with services such as personal care, housekeeping and grounds maintenance. Call Veterans Affairs Canada at 1-866-522-2122.",
          source: "Veterans Affairs Canada: Veterans Independence Program",
        },
      ],
    },
    {
      id: "ontario-health-athome",
      heading: "Ontario Health atHome (publicly funded home care)",
      facts: [
        {
          text: "Ontario Health atHome arranges publicly funded home and community care in Ontario: a care coordinator assesses the needs and arranges nursing, personal support and therapy at home. Call 310-2222 (no area code needed).",
          source: "Ontario Health atHome: Home care services",
        },
        {
          text: "Publicly funded home care services arranged by Ontario Health atHome are free of charge to the person receiving them; the hours depend on the assessment.",
          source: "Government of Ontario, ontario.ca: Home and community care",
        },
      ],
    },
    {
      id: "self-directed",
      heading: "Family-managed and self-directed funding",
      facts: [
        {
          text: "Family-Managed Home Care gives eligible people (for example children with complex medical needs and adults with an acquired brain injury) funding from Ontario Health atHome to hire and manage their own care providers.",
          source: "Ontario Health atHome: Family-Managed Home Care",
        },
        {
          text: "The Passport Program funds adults with a developmental disability for community activities, respite for caregivers and help with daily living, which families can use to buy services they choose.",
          source: "Ontario Ministry of Children, Community and Social Services: Passport Program",
        },
      ],
    },
    {
      id: "tax-credits",
      heading: "Federal tax credits families ask about",
      facts: [
        {
          text: "Medical expense tax credit: eligible medical expenses, including attendant care, can be claimed on lines 33099 and 33199 of the income tax return, for yourself, your spouse or partner, and dependants.",
          source: "Canada Revenue Agency: Lines 33099 and 33199, eligible medical expenses",
        },
        {
          text: "Disability tax credit: a non-refundable credit for a person with a severe and prolonged impairment, certified by a medical practitioner on Form T2201. Claiming attendant care as a medical expense can limit it; Guide RC4065 explains which combinations are allowed.",
          source: "Canada Revenue Agency: Disability tax credit (DTC)",
        },
        {
          text: "Canada caregiver credit: a non-refundable credit for someone who supports a spouse or partner, or a dependant, who has a physical or mental impairment.",
          source: "Canada Revenue Agency: Canada caregiver amount",
        },
      ],
    },
  ],
};
