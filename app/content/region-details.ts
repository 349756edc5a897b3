/**
 * The full region records behind /location/{region}: one
 * per distinct region (18; `ottawa` is an alias, see `regionAliases` in
 * ./regions.ts). Names and provinces match `regionSummaries` there (a unit
 * test checks it). Edit the copy here; the page lays it out.
 *
 * Phone and email: a region with a local line sets them; the others use the
 * head office's phone and the general email from the site configuration.
 * The enquiry (intake) URL is configuration too (INTAKE_URLS, keyed by slug).
 */

export type RegionServiceGroupId = "home-care" | "complex-care";

export interface RegionService {
  title: string;
  description: string;
}

interface RegionStats {
  /** Held for reporting; never displayed. */
  clientsServed: number;
  /** "5+" to "12+". */
  yearsExperience: string;
  caregivers: string;
  availability: string;
}

export interface RegionDetail {
  slug: string;
  name: string;
  province: string;
  cities: string[];
  description: string;
  /** Local line; absent: the head office phone (config). */
  phone?: string;
  /** Local inbox; absent: the general email (config). */
  email?: string;
  /** Where the regional team is based (no street: the team visits clients at home). */
  address: { locality: string; provinceCode: string };
  specialties: string[];
  stats: RegionStats;
  serviceGroup: RegionServiceGroupId;
}

/** The two groups of 12 services: each region shows one. */
export const regionServiceGroups: Record<RegionServiceGroupId, { label: string; services: RegionService[] }> = {
  "home-care": {
    label: "Home care",
    services: [
      {
        title: "Personal Support",
        description: "Gentle help with bathing, dressing, grooming and getting around, always at your pace.",
      },
      {
        title: "Nursing Care",
        description: "Registered and practical nurses for wound care, injections, monitoring and medication management.",
      },
      {
        title: "Companionship",
        description: "Friendly conversation, outings and hobbies that keep your loved one connected and engaged.",
      },
      {
        title: "Live-in Care (CareBridge)",
        description: "A dedicated caregiver who lives in the home, for steady support through the day and night.",
      },
      {
        title: "Respite Care",
        description: "A few hours or a few weeks of cover so family caregivers can rest, travel or recharge.",
      },
      {
        title: "Palliative Care",
        description: "Comfort-focused care at home, with dignity and support for the whole family.",
      },
      {
        title: "Post-Surgical Recovery",
        description: "Help with mobility, dressings and daily tasks after surgery, so healing happens at home.",
      },
      {
        title: "Homemaking & Meal Preparation",
        description: "Light housekeeping, laundry, groceries and healthy meals that follow dietary needs.",
      },
      {
        title: "Medication Reminders",
        description: "Timely reminders and careful record-keeping so no dose is missed or doubled.",
      },
      {
        title: "Medical Escorts",
        description: "A trusted companion to and from appointments, treatments and errands.",
      },
      {
        title: "Hospital-to-Home Transitions",
        description: "A safe return home after a hospital stay, with the care plan ready on day one.",
      },
      {
        title: "24/7 Round-the-Clock Care",
        description: "Care at any hour, with caregivers working in shifts so someone is always there.",
      },
    ],
  },
  "complex-care": {
    label: "Home and complex care",
    services: [
      {
        title: "Personal Support",
        description: "Gentle help with bathing, dressing, grooming and getting around, always at your pace.",
      },
      {
        title: "Nursing Care",
        description: "Registered and practical nurses for wound care, injections, monitoring and medication management.",
      },
      {
        title: "Behavioural Support",
        description: "Trained staff who understand responsive behaviours and use calm, person-centred approaches.",
      },
      {
        title: "Specialized Dementia Care",
        description: "Routines, memory support and safety planning for people living with Alzheimer's or dementia.",
      },
      {
        title: "Live-in Care (CareBridge)",
        description: "A dedicated caregiver who lives in the home, for steady support through the day and night.",
      },
      {
        title: "Respite Care",
        description: "A few hours or a few weeks of cover so family caregivers can rest, travel or recharge.",
      },
      {
        title: "Palliative Care",
        description: "Comfort-focused care at home, with dignity and support for the whole family.",
      },
      {
        title: "Post-Surgical Recovery",
        description: "Help with mobility, dressings and daily tasks after surgery, so healing happens at home.",
      },
      {
        title: "Homemaking & Meal Preparation",
        description: "Light housekeeping, laundry, groceries and healthy meals that follow dietary needs.",
      },
      {
        title: "Medical Escorts",
        description: "A trusted companion to and from appointments, treatments and errands.",
      },
      {
        title: "Hospital-to-Home Transitions",
        description: "A safe return home after a hospital stay, with the care plan ready on day one.",
      },
      {
        title: "24/7 Round-the-Clock Care",
        description: "Care at any hour, with caregivers working in shifts so someone is always there.",
      },
    ],
  },
};

export const regionDetails: RegionDetail[] = [
  {
    slug: "peel-region",
    name: "Peel Region",
    province: "Ontario",
    cities: ["Mississauga", "Brampton", "Caledon", "Bolton", "Malton", "Meadowvale", "Streetsville"],
    description:
      "From the lakeshore in Mississauga to the hills of Caledon, our Peel team brings experienced, " +
      "compassionate caregivers to your door. We match each family with caregivers who fit their " +
      "routines, language and culture, and we stay in close touch with your doctors and hospital teams.",
    address: { locality: "Mississauga", provinceCode: "ON" },
    specialties: ["Dementia and memory care", "Hospital-to-home transitions", "Multilingual caregivers"],
    stats: { clientsServed: 1450, yearsExperience: "12+", caregivers: "180+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "york-region",
    name: "York Region",
    province: "Ontario",
    cities: [
      "Vaughan",
      "Woodbridge",
      "Markham",
      "Richmond Hill",
      "Thornhill",
      "Newmarket",
      "Aurora",
      "King City",
      "Stouffville",
      "Georgina",
    ],
    description:
      "York Region is home to our head office in Woodbridge, and to many of the families who have trusted " +
      "us the longest. Whether you need a few hours of help each week or care around the clock, our local " +
      "coordinators know the neighbourhoods, the hospitals and the community services that can help.",
    address: { locality: "Woodbridge", provinceCode: "ON" },
    specialties: ["Live-in care (CareBridge)", "Behavioural support", "Palliative care at home"],
    stats: { clientsServed: 1620, yearsExperience: "12+", caregivers: "160+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "toronto-area",
    name: "Toronto Area",
    province: "Ontario",
    cities: ["Toronto", "North York", "Scarborough", "Etobicoke", "East York", "York", "Downtown Toronto"],
    description:
      "In every corner of Toronto, from downtown condos to family homes in Scarborough and Etobicoke, our " +
      "caregivers help people stay safe, comfortable and independent at home. We work alongside Toronto's " +
      "hospitals and Ontario Health Teams so that care continues smoothly after discharge.",
    address: { locality: "Toronto", provinceCode: "ON" },
    specialties: ["Hospital-to-home transitions", "Post-surgical recovery", "Dementia and memory care"],
    stats: { clientsServed: 2100, yearsExperience: "12+", caregivers: "200+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "durham-region",
    name: "Durham Region",
    province: "Ontario",
    cities: ["Pickering", "Ajax", "Whitby", "Oshawa", "Clarington", "Bowmanville", "Uxbridge", "Port Perry"],
    description:
      "Our Durham team serves the lakeshore communities and the rural townships to the north. We provide " +
      "dependable visits on a schedule that suits you, and we plan ahead for winter travel so care arrives " +
      "on time in every season.",
    address: { locality: "Oshawa", provinceCode: "ON" },
    specialties: ["Rural home visits", "Respite for family caregivers", "Medication support"],
    stats: { clientsServed: 640, yearsExperience: "10+", caregivers: "90+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "halton-region",
    name: "Halton Region",
    province: "Ontario",
    cities: ["Oakville", "Burlington", "Milton", "Georgetown", "Acton", "Halton Hills"],
    description:
      "Families in Oakville, Burlington, Milton and Halton Hills count on us for personal support, nursing " +
      "and companionship that feels personal. Your care coordinator visits in person, builds the care plan " +
      "with you, and checks in regularly to adjust it as needs change.",
    address: { locality: "Oakville", provinceCode: "ON" },
    specialties: ["Companionship and wellness visits", "Post-surgical recovery", "Live-in care (CareBridge)"],
    stats: { clientsServed: 520, yearsExperience: "9+", caregivers: "80+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "hamilton-brantford",
    name: "Hamilton & Brantford",
    province: "Ontario",
    cities: ["Hamilton", "Stoney Creek", "Ancaster", "Dundas", "Waterdown", "Brantford", "Paris"],
    description:
      "Across Hamilton, the surrounding communities and Brantford, our caregivers support seniors, adults " +
      "with disabilities and people recovering from illness. We pair clinical skill with real warmth, and " +
      "we keep families informed every step of the way.",
    address: { locality: "Hamilton", provinceCode: "ON" },
    specialties: ["Adults with disabilities support", "Behavioural support", "Palliative care at home"],
    stats: { clientsServed: 480, yearsExperience: "10+", caregivers: "70+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "kitchener-waterloo",
    name: "Kitchener-Waterloo",
    province: "Ontario",
    cities: ["Kitchener", "Waterloo", "Cambridge", "Guelph", "Elmira", "New Hamburg"],
    description:
      "In Waterloo Region and Guelph, our team helps people live well at home, whether that means a daily " +
      "visit, overnight support or a full live-in arrangement. We listen first, then build a plan around " +
      "what matters most to you.",
    address: { locality: "Kitchener", provinceCode: "ON" },
    specialties: ["Overnight support", "Companionship and wellness visits", "Medical escorts"],
    stats: { clientsServed: 390, yearsExperience: "8+", caregivers: "60+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "london-woodstock",
    name: "London & Woodstock",
    province: "Ontario",
    cities: ["London", "Woodstock", "Ingersoll", "St. Thomas", "Tillsonburg", "Strathroy"],
    description:
      "From London to the towns of Oxford and Elgin counties, our caregivers provide reliable, respectful " +
      "care at home. We coordinate closely with local hospitals and family doctors so that nothing falls " +
      "through the cracks.",
    address: { locality: "London", provinceCode: "ON" },
    specialties: ["Hospital-to-home transitions", "Rural home visits", "Respite for family caregivers"],
    stats: { clientsServed: 310, yearsExperience: "7+", caregivers: "50+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "simcoe-region",
    name: "Simcoe Region",
    province: "Ontario",
    cities: ["Barrie", "Orillia", "Innisfil", "Bradford", "Alliston", "Collingwood", "Wasaga Beach", "Midland"],
    description:
      "Simcoe County's towns and cottage country are spread out, and our team plans for it: steady " +
      "caregivers who live nearby, realistic schedules and backup coverage, so you can count on every visit.",
    address: { locality: "Barrie", provinceCode: "ON" },
    specialties: ["Rural home visits", "Live-in care (CareBridge)", "Seasonal and respite care"],
    stats: { clientsServed: 280, yearsExperience: "9+", caregivers: "45+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "ottawa-region",
    name: "Ottawa Region",
    province: "Ontario",
    cities: ["Ottawa", "Kanata", "Nepean", "Orléans", "Barrhaven", "Gloucester", "Stittsville", "Manotick"],
    description:
      "In the National Capital Region, our Ottawa team provides personal support, nursing and specialized " +
      "dementia care to families across the city and its suburbs. Bilingual caregivers are available on " +
      "request, and your coordinator is always a phone call away.",
    address: { locality: "Ottawa", provinceCode: "ON" },
    specialties: ["Dementia and memory care", "Bilingual (English and French) caregivers", "Palliative care at home"],
    stats: { clientsServed: 430, yearsExperience: "8+", caregivers: "60+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "niagara-region",
    name: "Niagara Region",
    province: "Ontario",
    cities: [
      "St. Catharines",
      "Niagara Falls",
      "Welland",
      "Grimsby",
      "Niagara-on-the-Lake",
      "Fort Erie",
      "Thorold",
      "Port Colborne",
    ],
    description:
      "Niagara families turn to us for caring, capable help at home, from a weekly visit to full-time " +
      "support. Our local caregivers know the region well and treat every client like a neighbour.",
    address: { locality: "St. Catharines", provinceCode: "ON" },
    specialties: ["Companionship and wellness visits", "Post-surgical recovery", "Medication support"],
    stats: { clientsServed: 260, yearsExperience: "7+", caregivers: "40+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "ontario",
    name: "Ontario",
    province: "Ontario",
    cities: [
      "Toronto",
      "Ottawa",
      "Hamilton",
      "London",
      "Kingston",
      "Peterborough",
      "Sudbury",
      "Windsor",
      "Thunder Bay",
      "Barrie",
    ],
    description:
      "For more than a decade we have provided in-home care across Ontario. Wherever you live in the " +
      "province, call us: we will connect you with the nearest team or arrange caregivers in your community, " +
      "and we will be honest with you about what we can offer.",
    address: { locality: "Woodbridge", provinceCode: "ON" },
    specialties: ["Province-wide care coordination", "Hospital-to-home transitions", "Healthcare staffing"],
    stats: { clientsServed: 8500, yearsExperience: "12+", caregivers: "700+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "alberta",
    name: "Alberta",
    province: "Alberta",
    cities: ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "Airdrie", "St. Albert"],
    description:
      "Our Alberta team brings the same personal, 1-on-1 approach to families in Calgary, Edmonton and " +
      "the communities in between. We help with everything from daily personal care to recovery after a " +
      "hospital stay.",
    phone: "(403) 555-0131",
    email: "alberta@example.com",
    address: { locality: "Calgary", provinceCode: "AB" },
    specialties: ["Hospital-to-home transitions", "Companionship and wellness visits", "Live-in care (CareBridge)"],
    stats: { clientsServed: 210, yearsExperience: "6+", caregivers: "40+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "saskatchewan",
    name: "Saskatchewan",
    province: "Saskatchewan",
    cities: ["Regina", "Saskatoon", "Moose Jaw", "Prince Albert"],
    description:
      "In Regina, Saskatoon and nearby communities, our caregivers support seniors and adults who want to " +
      "stay at home with the right help in place. We start with a conversation and a free care assessment.",
    phone: "(306) 555-0132",
    email: "saskatchewan@example.com",
    address: { locality: "Regina", provinceCode: "SK" },
    specialties: ["Personal support", "Respite for family caregivers", "Medication support"],
    stats: { clientsServed: 90, yearsExperience: "5+", caregivers: "20+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "british-columbia",
    name: "British Columbia",
    province: "British Columbia",
    cities: ["Vancouver", "Surrey", "Burnaby", "Richmond", "Victoria", "Kelowna"],
    description:
      "From the Lower Mainland to Vancouver Island and the Okanagan, our British Columbia team offers " +
      "compassionate home care, including specialized support for people living with dementia.",
    phone: "(604) 555-0133",
    email: "bc@example.com",
    address: { locality: "Vancouver", provinceCode: "BC" },
    specialties: ["Dementia and memory care", "Behavioural support", "Post-surgical recovery"],
    stats: { clientsServed: 180, yearsExperience: "6+", caregivers: "35+", availability: "24/7" },
    serviceGroup: "complex-care",
  },
  {
    slug: "nova-scotia",
    name: "Nova Scotia",
    province: "Nova Scotia",
    cities: ["Halifax", "Dartmouth", "Bedford", "Truro", "Sydney"],
    description:
      "Our Nova Scotia caregivers help families in Halifax and across the province with personal care, " +
      "companionship and nursing at home, with the same attention to detail our clients in Ontario know us for.",
    phone: "(902) 555-0134",
    email: "novascotia@example.com",
    address: { locality: "Halifax", provinceCode: "NS" },
    specialties: ["Companionship and wellness visits", "Palliative care at home", "Medical escorts"],
    stats: { clientsServed: 120, yearsExperience: "5+", caregivers: "25+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "new-brunswick",
    name: "New Brunswick",
    province: "New Brunswick",
    cities: ["Moncton", "Dieppe", "Saint John", "Fredericton"],
    description:
      "In Moncton, Saint John, Fredericton and the surrounding areas, our team provides dependable home " +
      "care in English and, on request, in French. Every plan is built around the person, not the schedule.",
    phone: "(506) 555-0135",
    email: "newbrunswick@example.com",
    address: { locality: "Moncton", provinceCode: "NB" },
    specialties: ["Bilingual (English and French) caregivers", "Personal support", "Respite for family caregivers"],
    stats: { clientsServed: 85, yearsExperience: "5+", caregivers: "20+", availability: "24/7" },
    serviceGroup: "home-care",
  },
  {
    slug: "prince-edward-island",
    name: "Prince Edward Island",
    province: "Prince Edward Island",
    cities: ["Charlottetown", "Summerside", "Stratford", "Cornwall"],
    description:
      "On Prince Edward Island, our caregivers offer warm, practical help at home, from meal preparation " +
      "and companionship to nursing care, so Islanders can stay close to the people and places they love.",
    phone: "(902) 555-0136",
    email: "pei@example.com",
    address: { locality: "Charlottetown", provinceCode: "PE" },
    specialties: ["Companionship and wellness visits", "Homemaking and meals", "Nursing care"],
    stats: { clientsServed: 60, yearsExperience: "5+", caregivers: "15+", availability: "24/7" },
    serviceGroup: "home-care",
  },
];
