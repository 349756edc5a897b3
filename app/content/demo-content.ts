/**
 * Demo content put in an empty database by the seed step: the product's blog
 * categories, eight testimonials and sample articles. Editable by staff
 * afterwards in the admin area; the seed never overwrites their changes.
 */
export const blogCategories = [
  "Home Care",
  "Senior Health",
  "Mental Wellness",
  "Caregiver Tips",
  "Health News",
  "SinaiCare Updates",
];

/** Their names on the French blog (decision 0803). */
export const blogCategoryFrenchNames: Record<(typeof blogCategories)[number], string> = {
  "Home Care": "Soins à domicile",
  "Senior Health": "Santé des aînés",
  "Mental Wellness": "Bien-être mental",
  "Caregiver Tips": "Conseils aux proches aidants",
  "Health News": "Nouvelles santé",
  "SinaiCare Updates": "Nouvelles de SinaiCare",
};

interface DemoTestimonial {
  name: string;
  role?: string;
  rating: number;
  content: string;
}

/** Newest first: the first is dated today, each next one a day earlier. */
export const demoTestimonials: DemoTestimonial[] = [
  { name: "Margaret L.", role: "Daughter of a client, Vaughan", rating: 5, content: "The caregivers treated my mother like family. She looks forward to every visit, and I finally sleep through the night knowing she is safe." },
  { name: "David R.", role: "Client, Mississauga", rating: 5, content: "After my hip surgery the team had me back on my feet in weeks. Always on time, always kind, and they explained everything." },
  { name: "Priya S.", role: "Family caregiver, Brampton", rating: 4, content: "Respite care gave me a few hours each week to recharge. The coordinator matched us with a worker who speaks our language." },
  { name: "Thomas K.", role: "Son of a client, Toronto", rating: 5, content: "Dad's dementia care plan was thoughtful and flexible. They noticed small changes early and kept us in the loop." },
  { name: "Linda M.", role: "Discharge planner, partner hospital", rating: 5, content: "Hospital-to-home transitions with this team are smooth. Patients go home with services in place the same day." },
  { name: "Ahmed B.", role: "Client, Hamilton", rating: 4, content: "Reliable nursing visits and a friendly face. Scheduling changes were handled quickly whenever I called." },
  { name: "Carol W.", role: "Wife of a client, Oshawa", rating: 5, content: "Palliative care at home let my husband spend his last weeks surrounded by family. We will always be grateful." },
  { name: "Jean-Paul T.", role: "Client, Ottawa", rating: 5, content: "Live-in support means I can stay in the home I love. The caregivers are professional, warm and respectful." },
];

interface DemoPost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  author_role: string;
  category: string;
  tags: string[];
  featured?: boolean;
  published: boolean;
  image?: { src: string; alt: string };
  /** Days before the seed date. */
  daysAgo: number;
}

export const demoPosts: DemoPost[] = [
  {
    title: "Five Signs a Loved One Could Use Help at Home",
    excerpt: "Small changes in daily routines often tell us more than a single big event. Here is what to watch for, and how to start the conversation.",
    content: `Many families first think about home care after a fall or a hospital stay. Often, though, the signs appear much earlier.

## What to watch for

1. **Missed meals or an empty fridge.** Cooking can become tiring or confusing.
2. **Unopened mail and missed bills.** Paperwork is often the first thing to slip.
3. **Changes in hygiene or housekeeping.** Bathing and laundry take strength and balance.
4. **Missed medications.** Pill organisers that stay full are worth a closer look.
5. **Withdrawing from friends and activities.** Loneliness affects health as much as illness does.

## Starting the conversation

Talk about goals, not problems: staying at home, staying independent, staying connected. A free care consultation can help everyone understand the options without any commitment.`,
    author: "Sarah Mitchell",
    author_role: "Registered Nurse, Care Coordinator",
    category: "Home Care",
    tags: ["home care", "families", "aging at home"],
    featured: true,
    published: true,
    image: { src: "/images/blog/signs-help-at-home.svg", alt: "An older woman and a caregiver talking at a kitchen table" },
    daysAgo: 2,
  },
  {
    title: "Staying Active After 70: Gentle Exercise That Works",
    excerpt: "Regular, gentle movement protects balance, strength and mood. Our physiotherapy partners share simple routines you can do at home.",
    content: `Staying active is one of the best ways to prevent falls and keep independence.

- **Chair exercises** build leg strength safely.
- **Short daily walks** improve circulation and mood.
- **Balance practice**, holding a counter, reduces the risk of falls.

Always check with a doctor before starting a new routine, and stop if anything hurts.`,
    author: "James Okafor",
    author_role: "Physiotherapy Partner",
    category: "Senior Health",
    tags: ["exercise", "fall prevention", "seniors"],
    published: true,
    daysAgo: 5,
  },
  {
    title: "Caring for the Caregiver: Preventing Burnout",
    excerpt: "Family caregivers give so much. Recognising burnout early, and asking for help, keeps everyone healthier.",
    content: `Caring for someone you love is meaningful, and it is also demanding.

## Signs of burnout

Feeling exhausted even after rest, irritability, and pulling away from friends are common signs.

## What helps

- Share the load with family members and respite services.
- Keep one small thing each week that is just for you.
- Talk to your doctor or a counsellor about how you are feeling.`,
    author: "Dr. Amelia Chen",
    author_role: "Clinical Social Worker",
    category: "Mental Wellness",
    tags: ["caregivers", "burnout", "respite"],
    published: true,
    daysAgo: 9,
  },
  {
    title: "Making the Home Safer: A Room-by-Room Checklist",
    excerpt: "Most falls happen at home. A few small changes in each room make a big difference.",
    content: `Use this checklist as you walk through the home.

- **Entrances:** good lighting and a place to sit while putting on shoes.
- **Bathroom:** grab bars, a non-slip mat and a raised toilet seat.
- **Bedroom:** a lamp within reach of the bed and a clear path at night.
- **Kitchen:** everyday items between waist and shoulder height.
- **Stairs:** handrails on both sides and no clutter.`,
    author: "Sarah Mitchell",
    author_role: "Registered Nurse, Care Coordinator",
    category: "Caregiver Tips",
    tags: ["safety", "fall prevention", "checklist"],
    published: true,
    daysAgo: 14,
  },
  {
    title: "What Ontario Health Teams Mean for Home Care",
    excerpt: "Ontario Health Teams bring hospitals, family doctors and home care together. Here is what changes for patients and families.",
    content: `Ontario Health Teams connect providers so care follows the patient.

For families, this means fewer repeated forms, better-planned hospital discharges and one team that knows the whole story. We work with local teams to make transitions home safer and simpler.`,
    author: "Michael Grant",
    author_role: "Director of Partnerships",
    category: "Health News",
    tags: ["Ontario Health Teams", "hospital to home", "policy"],
    published: true,
    daysAgo: 21,
  },
  {
    title: "Introducing CareBridge Live-in Care",
    excerpt: "CareBridge pairs a dedicated live-in caregiver with a nurse-led care plan, so loved ones can stay at home with support around the clock.",
    content: `CareBridge is our live-in care service within the SinaiCare program.

A dedicated caregiver lives in the home, supported by a nurse who reviews the care plan regularly. It is a good fit for people who need help through the day and reassurance at night.

Book a free consultation to find out whether CareBridge is right for your family.`,
    author: "Admin",
    author_role: "SinaiCare Team",
    category: "SinaiCare Updates",
    tags: ["CareBridge", "live-in care", "SinaiCare"],
    published: true,
    daysAgo: 30,
  },
  {
    title: "Winter Wellness Checklist (draft)",
    excerpt: "Preparing for icy sidewalks, flu season and shorter days.",
    content: "Draft: notes on flu shots, ice grips for boots and staying connected during winter storms.",
    author: "Admin",
    author_role: "SinaiCare Team",
    category: "Senior Health",
    tags: ["winter", "seasonal"],
    published: false,
    daysAgo: 1,
  },
];
