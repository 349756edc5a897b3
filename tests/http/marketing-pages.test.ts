/**
 * The marketing pages as a visitor without JavaScript and a crawler read
 * them: the home page's sections in the spec's order, the service pages,
 * /careers and its JSON-LD, the site shell (top bar, navigation, mega-menu,
 * footer), the booking links, titles and meta, and the 404 page. What
 * JavaScript adds (dialogs, menus closing, scroll reveal, the hero video) is
 * tests/e2e's.
 */
import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { jsonLdOf, queriesIn, textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page, Visitor } from "./support/visitor";

const BOOKING_URL = "https://booking.example.com/sinaicare";
const PHONE = "(905) 555-0142";
const TEL = "tel:+19055550142";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});
const open = (path: string, status?: number) => visitor.expectPage(path, status);

const sectionOf = (element: Element) => element.closest("section")!;
const h1 = (page: Page) => page.screen.getByRole("heading", { level: 1 });

const serviceCards: [string, string][] = [
  ["SinaiCare", "/sinaicare"],
  ["Adults with Disabilities Support", "/services/adults-disabilities"],
  ["Specialized Care", "/services/specialized-care"],
  ["IntegratedCare Solutions (ICS)", "/services/integrated-care"],
  ["Care Management", "/services/care-management"],
  ["Workforce Solutions", "/services/workforce"],
];

describe("home page", () => {
  test("sections come in the spec's order with its exact texts", async () => {
    const page = await open("/");
    expect(page.screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    // 1. Hero
    expect(textOf(h1(page))).toBe("Introducing SinaiCare");
    const hero = queriesIn(sectionOf(h1(page)));
    hero.getByText(/Personalized 1-on-1 home healthcare/);
    expect(hero.getByRole("link", { name: /Discover SinaiCare/ }).getAttribute("href")).toBe("/sinaicare");
    expect(hero.getByRole("link", { name: `Call ${PHONE}` }).getAttribute("href")).toBe(TEL);
    hero.getByText("Meet our caring team");
    const video = sectionOf(h1(page)).querySelector("video[data-hero-video]")!;
    expect(video.getAttribute("poster")).toMatch(/\/images\/hero-poster\.svg$/);
    expect(video.getAttribute("loop")).toBe("");
    expect(video.getAttribute("playsinline")).toBe("");
    expect(video.querySelector("source")?.getAttribute("src")).toBe("/media/hero-loop.webm");

    // 2. About
    const about = queriesIn(page.document.getElementById("about")!);
    for (const text of ["12+", "700+", "24/7"]) about.getByText(text);
    for (const heading of ["Our Mission", "Our Vision", "Our Values", "First Principles", "Strategic Plan"]) about.getByRole("heading", { name: heading });
    expect(queriesIn(about.getByRole("heading", { name: "First Principles" }).parentElement!).getAllByRole("listitem")).toHaveLength(6);
    expect(queriesIn(about.getByRole("heading", { name: "Strategic Plan" }).parentElement!).getAllByRole("listitem")).toHaveLength(4);

    // 3. Care Partners
    const partners = queriesIn(sectionOf(page.screen.getByRole("heading", { name: "Collaborative Care Excellence" })));
    expect(partners.getAllByRole("heading", { level: 3 })).toHaveLength(8); // seven cards + the banner
    for (const point of ["Seamless care transitions", "Improved access to care", "Stronger care networks"]) partners.getByRole("heading", { name: point });

    // 4. Services
    const services = queriesIn(page.document.getElementById("services")!);
    services.getByRole("heading", { name: "Comprehensive Care Management" });
    for (const step of ["Assessment & Planning", "Care Coordination", "Ongoing Monitoring"]) services.getByRole("heading", { name: step });
    services.getByRole("heading", { name: "Ready to Get Started?" });
    services.getByRole("link", { name: /Schedule Free Consultation/ });
    expect(services.getByRole("link", { name: `Call ${PHONE}` }).getAttribute("href")).toBe(TEL);

    // The order of the server-rendered sections, testimonials slot included.
    const markers = ["Introducing", "Meet our caring team", 'id="about"', "Our Mission", "First Principles", "Strategic Plan", "Collaborative Care Excellence", 'id="services"', "Comprehensive Care Management", "Ready to Get Started?", 'id="site-footer"'];
    const positions = markers.map((marker) => page.html.indexOf(marker));
    expect(positions.every((position) => position > 0), `all markers present: ${positions.join(",")}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test("/#about and /#services name sections of the page, each with its heading", async () => {
    const page = await open("/");
    expect(page.document.getElementById("services")?.querySelector("#services-heading")).not.toBeNull();
    expect(page.document.getElementById("about")?.querySelector("#about-heading")).not.toBeNull();
  });

  test("every service card links to its page, Workforce to /services/workforce", async () => {
    const page = await open("/");
    const services = queriesIn(page.document.getElementById("services")!);
    for (const [title, href] of serviceCards) expect(services.getByRole("link", { name: title }).getAttribute("href")).toBe(href);
    const workforce = await page.follow(services.getByRole("link", { name: "Workforce Solutions" }));
    expect(workforce.url.pathname).toBe("/services/workforce");
    workforce.screen.getByRole("heading", { level: 1, name: "Workforce Solutions" });
  });

  test("'Schedule Free Consultation' and LET'S TALK open the booking page in a new tab without JavaScript", async () => {
    const page = await open("/");
    const schedule = queriesIn(page.document.getElementById("services")!).getByRole("link", { name: /Schedule Free Consultation/ });
    const letsTalk = page.screen.getByRole("link", { name: /LET'S TALK/ });
    for (const link of [schedule, letsTalk]) {
      expect(link.getAttribute("href")).toBe(BOOKING_URL);
      expect(link.getAttribute("target")).toBe("_blank");
    }
  });

  test("JSON-LD: a MedicalBusiness with name, url, telephone, address and social links", async () => {
    const page = await open("/");
    const [org] = jsonLdOf(page.document).filter((entry) => entry["@type"] === "MedicalBusiness");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "Sinai Home Care",
      telephone: PHONE,
      address: { addressLocality: "Woodbridge", addressRegion: "ON", addressCountry: "CA" },
    });
    expect(String(org?.url)).toMatch(/^https?:\/\//);
    expect((org?.sameAs as string[]).length).toBeGreaterThan(0);
    // A data block, not a script the browser runs: public pages carry no nonce (decision 0405).
    expect(page.html).toContain(`<script type="application/ld+json">`);
  });
});

test("/sinaicare: intro, both booking buttons (a new tab without JavaScript), why-choose and mission", async () => {
  const page = await open("/sinaicare");
  expect(textOf(h1(page))).toContain("SinaiCare");
  for (const name of ["Why Choose SinaiCare?", "Our Mission", "CareBridge (Live-in Care)"]) page.screen.getByRole("heading", { name });
  const schedule = page.screen.getAllByRole("link", { name: /^Schedule Consultation/ })[0]!;
  const bookNow = page.screen.getByRole("link", { name: /^Book Now/ });
  for (const button of [schedule, bookNow]) {
    expect(button.getAttribute("href")).toBe(BOOKING_URL);
    expect(button.getAttribute("target")).toBe("_blank");
  }
});

describe("service pages", () => {
  const pages: { slug: string; h1: string; texts: string[]; links: [RegExp, string][] }[] = [
    {
      slug: "adults-disabilities",
      h1: "Adults with Disabilities Support",
      texts: ["Behavioural Supports", "Passport Program Assistance", "Personalized Therapy Services", "Rehabilitation & Counselling", "Specialized Respite Care", "Individual Care Planning"],
      links: [[/^Start an Intake/, "https://intake.example.com/forms/adults-disabilities"], [/^Schedule Consultation/, BOOKING_URL]],
    },
    {
      slug: "specialized-care",
      h1: "Specialized Care Services",
      texts: ["Parkinson's Disease Care", "Alzheimer's/Dementia Support", "Heart Health Care", "Post-Stroke Recovery", "Cancer Care Support", "End-of-Life Care"],
      links: [[/^Schedule Consultation/, BOOKING_URL], [/^Talk to a Care Coordinator/, "/contact"]],
    },
    {
      slug: "integrated-care",
      h1: "IntegratedCare Solutions (ICS)",
      texts: ["Transitional Care Units", "Readmission Prevention", "Referral", "Discharge planning", "Transition home", "Follow-up"],
      links: [[/^Start a Referral/, "https://intake.example.com/forms/integrated-care"], [/^Schedule Consultation/, BOOKING_URL]],
    },
    {
      slug: "care-management",
      h1: "Care Management Services",
      texts: ["Assessments and Planning", "Care Coordination", "Transitions of Care", "Medication and Treatment Oversight", "Family Support and Education", "Advocacy and Navigation", "In-home assessment"],
      links: [[/^Book a Care Assessment/, BOOKING_URL], [/^Contact Us/, "/contact"]],
    },
    {
      slug: "workforce",
      h1: "Workforce Solutions",
      texts: ["Healthcare Staffing", "Hospital Staffing", "Nurses (RN and RPN)", "Personal Support Workers", "Homemaking"],
      links: [[/^Request Staff/, "/contact"], [/^Join Our Team/, "/careers"]],
    },
  ];

  test.each(pages)("/services/$slug renders its content and its buttons' addresses", async (service) => {
    const page = await open(`/services/${service.slug}`);
    page.screen.getByRole("heading", { level: 1, name: service.h1 });
    for (const text of service.texts) page.screen.getByRole("heading", { name: text });
    const hero = queriesIn(page.screen.getByRole("main").querySelector("section")!);
    for (const [name, href] of service.links) expect(hero.getByRole("link", { name }).getAttribute("href")).toBe(href);
    expect(page.title).toContain(service.h1);
  });

  test("the intake button opens the service's intake form in a new tab without JavaScript", async () => {
    const page = await open("/services/adults-disabilities");
    const intake = queriesIn(page.screen.getByRole("main").querySelector("section")!).getByRole("link", { name: /^Start an Intake/ });
    expect(intake.getAttribute("target")).toBe("_blank");
  });

  test("an unknown service is a 404 page with status 404", async () => {
    const page = await open("/services/not-a-service", 404);
    page.screen.getByRole("heading", { level: 1, name: "Oops! Page not found" });
    page.screen.getByRole("link", { name: "Return to Home" });
  });
});

describe("/careers", () => {
  const ids = ["personal-support-worker", "registered-practical-nurse", "registered-nurse", "developmental-service-worker", "social-worker", "homemaker"];

  test("six positions, each with its fields, a pay range and 'Apply Now' to /job?position=<id>", async () => {
    const page = await open("/careers");
    h1(page);
    page.screen.getByText(/in 2012/);
    page.screen.getByText(/in May 2015/);
    page.screen.getByRole("heading", { name: "What we value" });
    page.screen.getByRole("heading", { name: "Why work with us" });

    const cards = [...page.document.querySelectorAll('article[data-testid^="position-"]')];
    expect(cards.length).toBeGreaterThanOrEqual(6);
    for (const [index, id] of ids.entries()) {
      const card = cards[index]!;
      const inCard = queriesIn(card);
      expect(card.getAttribute("data-testid")).toBe(`position-${id}`);
      expect(textOf(inCard.getByTestId("pay-range"))).toMatch(/^\$\d+(\.\d\d)?–\$\d+(\.\d\d)? an hour \(CAD\)$/);
      for (const field of ["Type", "Location", "Experience", "Responsibilities", "Requirements"]) inCard.getByText(field);
      inCard.getByText(/Accommodation is available on request/);
      expect(inCard.getByRole("img").getAttribute("alt")).toMatch(/\w/);
      expect(inCard.getByRole("link", { name: /^Apply Now/ }).getAttribute("href")).toBe(`/job?position=${id}`);
    }
    expect(textOf(queriesIn(cards[0]!).getByRole("heading", { level: 3 }))).toBe("Personal Support Worker");
    page.screen.getByRole("heading", { name: "How to Apply" });
    expect(page.screen.getByRole("link", { name: "careers@example.com" }).getAttribute("href")).toBe("mailto:careers@example.com");
    expect(queriesIn(page.document.getElementById("how-to-apply")!).getByRole("link", { name: PHONE }).getAttribute("href")).toBe(TEL);
  });

  test("JSON-LD: a BreadcrumbList and one JobPosting per position", async () => {
    const entries = jsonLdOf((await open("/careers")).document);
    expect(entries.filter((entry) => entry["@type"] === "BreadcrumbList")).toHaveLength(1);
    const postings = entries.filter((entry) => entry["@type"] === "JobPosting").slice(0, 6);
    expect(postings.map((posting) => posting.title)).toEqual([
      "Personal Support Worker",
      "Registered Practical Nurse",
      "Registered Nurse",
      "Developmental Service Worker",
      "Social Worker / Social Service Worker",
      "Homemaker",
    ]);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        hiringOrganization: { name: "Sinai Home Care" },
        // One Place per region the posting names.
        jobLocation: expect.arrayContaining([expect.objectContaining({ "@type": "Place", address: expect.objectContaining({ addressRegion: "ON", addressCountry: "CA" }) })]),
        baseSalary: { currency: "CAD", value: { unitText: "HOUR" } },
      });
      expect(posting.employmentType).toBeTruthy();
      expect(String(posting.description)).toContain("Accommodation is available on request");
    }
  });
});

describe("every marketing page", () => {
  const paths = ["/", "/sinaicare", "/services/adults-disabilities", "/services/specialized-care", "/services/integrated-care", "/services/care-management", "/services/workforce", "/careers"];

  test("one h1, images with size and alt text, a description, a canonical URL and a title of its own", async () => {
    const titles = new Set<string>();
    for (const path of paths) {
      const page = await open(path);
      expect(page.screen.getAllByRole("heading", { level: 1 }), path).toHaveLength(1);
      const images = [...page.document.querySelectorAll("main img")];
      expect(images.length, path).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.getAttribute("width"), `${path} ${image.getAttribute("src")}`).toMatch(/^\d+$/);
        expect(image.getAttribute("height"), `${path} ${image.getAttribute("src")}`).toMatch(/^\d+$/);
        expect(image.getAttribute("alt"), `${path} ${image.getAttribute("src")}`).toMatch(/\S/);
      }
      expect(page.meta("description"), path).toMatch(/.{50,}/);
      expect(page.canonical, path).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
      titles.add(page.title);
    }
    expect(titles.size).toBe(paths.length);
  });

  test("below-the-fold images load lazily", async () => {
    for (const path of ["/", "/careers"]) {
      const page = await open(path);
      const first = page.document.querySelector("#services img, section img[src*='/partners/'], article[data-testid^=\"position-\"] img");
      expect(first?.getAttribute("loading"), path).toBe("lazy");
      expect(page.document.querySelectorAll("main img[loading='lazy']").length, path).toBeGreaterThanOrEqual(6);
    }
  });

  test("without JavaScript nothing waits to be revealed, and the hero video does not play by itself", async () => {
    const page = await open("/");
    const revealed = [...page.document.querySelectorAll("[data-reveal]")];
    expect(revealed.length).toBeGreaterThan(20);
    // Only the page's script marks the document (the `js` class), and only under that mark does
    // the stylesheet hide what is to be revealed.
    expect(page.document.documentElement.classList.contains("js")).toBe(false);
    const css = fs.readFileSync("app/app.css", "utf8");
    const hiding = [...css.matchAll(/([^{}]*\[data-reveal\][^{}]*)\{[^}]*opacity:\s*0/g)].map((match) => match[1]!.trim());
    expect(hiding.length).toBeGreaterThan(0);
    for (const selector of hiding) expect(selector).toMatch(/^\.js /);
    expect(page.document.querySelector("video[data-hero-video]")?.hasAttribute("autoplay")).toBe(false);
  });
});

describe("site shell", () => {
  test("top bar, navigation, landmarks and footer on a public page", async () => {
    const page = await open("/");
    expect(page.document.documentElement.getAttribute("lang")).toBe("en-CA");
    const banner = queriesIn(page.screen.getByRole("banner"));
    expect(banner.getByRole("link", { name: "care@example.com" }).getAttribute("href")).toBe("mailto:care@example.com");
    expect(banner.getByRole("link", { name: PHONE }).getAttribute("href")).toBe(TEL);
    banner.getByText("Monday – Friday 24 Hours");
    const nav = queriesIn(page.screen.getByRole("navigation", { name: "Main" }));
    for (const [label, href] of [["Home", "/"], ["About", "/#about"], ["Careers", "/careers"], ["Blog", "/blog"], ["Contact", "/contact"]]) {
      expect(nav.getByRole("link", { name: label }).getAttribute("href")).toBe(href);
    }
    page.screen.getByRole("main");
    // The site's footer (Testing Library takes an article's <footer> for a contentinfo landmark too).
    const footer = queriesIn(page.document.getElementById("site-footer")!);
    expect(page.document.getElementById("site-footer")?.tagName).toBe("FOOTER");
    footer.getByText(/Woodbridge, Ontario/);
    expect(footer.getByRole("link", { name: /Staff Login/ }).getAttribute("href")).toMatch(/^https:\/\//);
    for (const label of ["About Us", "Our Services", "Resources", "Blog", "Contact", "Careers"]) footer.getByRole("link", { name: label });
    // The first 8 Ontario regions, then a way to see all of them.
    const areas = footer.getByRole("navigation", { name: "Service Areas" });
    expect(queriesIn(queriesIn(areas).getAllByRole("list")[0]!).getAllByRole("link")).toHaveLength(8);
  });

  test("the skip link leads to the main content", async () => {
    const page = await open("/");
    const skip = page.screen.getByRole("link", { name: "Skip to main content" });
    expect(skip.getAttribute("href")).toBe("#main");
    expect(page.screen.getByRole("main").id).toBe("main");
    // The first thing Tab reaches: nothing focusable comes before it.
    const focusable = page.document.body.querySelector("a[href], button, input, select, textarea, summary, [tabindex]");
    expect(focusable).toBe(skip);
  });

  test("the services mega-menu lists four columns with every entry and the help panel", async () => {
    const page = await open("/");
    const panel = queriesIn(page.screen.getByTestId("mega-menu"));
    for (const [title, href] of [
      ["SinaiCare", "/sinaicare"],
      ["Workforce Solutions", "/services/workforce"],
      ["Adults with Disabilities Support", "/services/adults-disabilities"],
      ["IntegratedCare Solutions (ICS)", "/services/integrated-care"],
      ["Care Management", "/services/care-management"],
      ["Specialized Care", "/services/specialized-care"],
    ]) {
      expect(panel.getByRole("link", { name: title }).getAttribute("href")).toBe(href);
    }
    for (const entry of ["CareBridge (Live-in Care)", "Post-Stroke Recovery", "Passport Program Assistance", "Readmission Prevention"]) panel.getByText(entry);
    // The help panel's title is a heading at the level of the section headings.
    panel.getByRole("heading", { level: 2, name: "Need help choosing the right service?" });
    expect(panel.getAllByRole("heading", { level: 2 })).toHaveLength(5);
    panel.getByText("Our care coordinators are here to help you find the perfect solution.");
    expect(panel.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/contact");
    expect(panel.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe(TEL);
  });

  test("the mobile menu lists the links except Services; Careers leads to /careers", async () => {
    const page = await open("/");
    const mobile = page.screen.getByRole("navigation", { name: "Mobile" });
    const links = queriesIn(mobile).getAllByRole("link");
    expect(links.map((link) => textOf(link))).toEqual(["Home", "About", "Careers", "Blog", "Contact", "Request care"]);
    const careers = await page.follow(links[2]!);
    expect(careers.url.pathname).toBe("/careers");
    careers.screen.getByRole("heading", { level: 1 });
  });

  test("an unknown path answers 404 with the page inside the shell; Return to Home leads home", async () => {
    const page = await open("/no-such-page", 404);
    page.screen.getByRole("heading", { level: 1, name: "Oops! Page not found" });
    page.screen.getByRole("banner");
    const home = await page.follow(page.screen.getByRole("link", { name: "Return to Home" }));
    expect(home.url.pathname).toBe("/");
    expect(home.status).toBe(200);
  });
});
