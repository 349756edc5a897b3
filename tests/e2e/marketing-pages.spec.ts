import { type Page } from "@playwright/test";
import { expect, ONCE, onceAfterFirst, test } from "./support/test";
import { expectNoSeriousA11yViolations, expectSingleH1, jsDisabled } from "./support/fixtures";

const BOOKING_URL = "https://booking.example.com/sinaicare";
const PHONE = "(905) 555-0142";
const TEL = "tel:+19055550142";

/** Answer the third-party booking and intake pages locally. */
async function mockExternalForms(page: Page) {
  await page.route("https://booking.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Booking calendar</h1>" }),
  );
  await page.route("https://intake.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Intake form</h1>" }),
  );
}

/** The JSON of every ld+json script of the page (each must parse). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const serviceCards: [string, string][] = [
  ["SinaiCare", "/sinaicare"],
  ["Adults with Disabilities Support", "/services/adults-disabilities"],
  ["Specialized Care", "/services/specialized-care"],
  ["IntegratedCare Solutions (ICS)", "/services/integrated-care"],
  ["Care Management", "/services/care-management"],
  ["Workforce Solutions", "/services/workforce"],
];

test.describe("home page", () => {
  test("sections come in the spec's order with its exact texts", ONCE, async ({ page, request }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    // 1. Hero
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Introducing\s*SinaiCare$/);
    await expect(page.getByRole("heading", { level: 1, name: "Introducing SinaiCare" })).toBeVisible();
    await expect(hero.getByText(/Personalized 1-on-1 home healthcare/)).toBeVisible();
    await expect(hero.getByRole("link", { name: /Discover SinaiCare/ })).toHaveAttribute("href", "/sinaicare");
    await expect(hero.getByRole("link", { name: `Call ${PHONE}` })).toHaveAttribute("href", TEL);
    await expect(hero.getByText("Meet our caring team", { exact: true })).toBeVisible();
    const video = hero.locator("video[data-hero-video]");
    await expect(video).toHaveAttribute("poster", /\/images\/hero-poster\.svg$/);
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video.locator("source")).toHaveAttribute("src", "/media/hero-loop.webm");

    // 2. About
    const about = page.locator("#about");
    for (const text of ["12+", "700+", "24/7"]) await expect(about.getByText(text, { exact: true })).toBeVisible();
    for (const heading of ["Our Mission", "Our Vision", "Our Values", "First Principles", "Strategic Plan"]) {
      await expect(about.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(about.getByRole("heading", { name: "First Principles" }).locator("xpath=..").getByRole("listitem")).toHaveCount(6);
    await expect(about.getByRole("heading", { name: "Strategic Plan" }).locator("xpath=..").getByRole("listitem")).toHaveCount(4);

    // 3. Care Partners
    const partners = page.locator("section", { has: page.getByRole("heading", { name: "Collaborative Care Excellence" }) });
    await expect(partners.getByRole("heading", { level: 3 })).toHaveCount(8); // seven cards + the banner
    for (const point of ["Seamless care transitions", "Improved access to care", "Stronger care networks"]) {
      await expect(partners.getByRole("heading", { name: point })).toBeVisible();
    }

    // 4. Services
    const services = page.locator("#services");
    await expect(services.getByRole("heading", { name: "Comprehensive Care Management" })).toBeVisible();
    for (const step of ["Assessment & Planning", "Care Coordination", "Ongoing Monitoring"]) {
      await expect(services.getByRole("heading", { name: step, exact: true })).toBeVisible();
    }
    await expect(services.getByRole("heading", { name: "Ready to Get Started?" })).toBeVisible();
    await expect(services.getByRole("link", { name: /Schedule Free Consultation/ })).toBeVisible();
    await expect(services.getByRole("link", { name: `Call ${PHONE}` })).toHaveAttribute("href", TEL);

    // The order of the server-rendered sections, testimonials slot included.
    const html = await (await request.get("/")).text();
    const markers = [
      "Introducing",
      "Meet our caring team",
      'id="about"',
      "Our Mission",
      "First Principles",
      "Strategic Plan",
      "Collaborative Care Excellence",
      'id="services"',
      "Comprehensive Care Management",
      "Ready to Get Started?",
      'id="site-footer"',
    ];
    const positions = markers.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position > 0), `all markers present: ${positions.join(",")}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expectSingleH1(page);
  });

  test("/#about and /#services land on their sections", ONCE, async ({ page }) => {
    await page.goto("/#services");
    await expect(page.locator("#services-heading")).toBeInViewport();
    await page.goto("about:blank");
    await page.goto("/#about");
    await expect(page.locator("#about-heading")).toBeInViewport();
  });

  test("every service card links to its page, Workforce to /services/workforce", ONCE, async ({ page }) => {
    await page.goto("/");
    const services = page.locator("#services");
    for (const [title, href] of serviceCards) {
      await expect(services.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
    }
    await services.getByRole("link", { name: "Workforce Solutions", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/workforce$/);
    await expect(page.getByRole("heading", { level: 1, name: "Workforce Solutions" })).toBeVisible();
  });

  test("'Schedule Free Consultation' opens the booking dialog with JavaScript, a new tab without", async ({ page }, testInfo) => {
    await mockExternalForms(page);
    await page.goto("/");
    const button = page.locator("#services").getByRole("link", { name: /Schedule Free Consultation/ });
    await expect(button).toHaveAttribute("href", BOOKING_URL);
    await expect(button).toHaveAttribute("target", "_blank");
    if (jsDisabled(testInfo)) return;
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
    await expect(page.frameLocator("iframe[title='Book a free consultation']").getByText("Booking calendar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("JSON-LD: a MedicalBusiness with name, url, telephone, address and social links", ONCE, async ({ page, request }) => {
    await page.goto("/");
    const [org] = (await jsonLdOf(page)).filter((entry) => entry["@type"] === "MedicalBusiness");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "Sinai Home Care",
      telephone: PHONE,
      address: { addressLocality: "Woodbridge", addressRegion: "ON", addressCountry: "CA" },
    });
    expect(String(org?.url)).toMatch(/^https?:\/\//);
    expect((org?.sameAs as string[]).length).toBeGreaterThan(0);
    // A data block, not a script the browser runs: public pages carry no nonce (decision 0401).
    const response = await request.get("/");
    expect(await response.text()).toContain(`<script type="application/ld+json">`);
  });
});

test.describe("/sinaicare", () => {
  test("intro, both booking buttons, why-choose and mission", async ({ page }, testInfo) => {
    await mockExternalForms(page);
    await page.goto("/sinaicare");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SinaiCare");
    await expect(page.getByRole("heading", { name: "Why Choose SinaiCare?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "CareBridge (Live-in Care)" })).toBeVisible();
    const schedule = page.getByRole("link", { name: /^Schedule Consultation/ }).first();
    const bookNow = page.getByRole("link", { name: /^Book Now/ });
    for (const button of [schedule, bookNow]) {
      await expect(button).toHaveAttribute("href", BOOKING_URL);
      await expect(button).toHaveAttribute("target", "_blank");
    }
    if (jsDisabled(testInfo)) return;
    for (const button of [schedule, bookNow]) {
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Book a consultation" });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
      await dialog.getByRole("button", { name: "Close dialog" }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("service pages", () => {
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

  for (const [index, service] of pages.entries()) {
    test(`/services/${service.slug} renders its content and working buttons`, onceAfterFirst(index), async ({ page }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: service.h1 })).toBeVisible();
      for (const text of service.texts) {
        await expect(page.getByRole("heading", { name: text, exact: true })).toBeVisible();
      }
      const hero = page.getByRole("main").locator("section").first();
      for (const [name, href] of service.links) {
        await expect(hero.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expect(page).toHaveTitle(new RegExp(service.h1.replace(/[()]/g, "\\$&")));
    });
  }

  test("the intake button opens the service's intake form in a dialog (new tab without JavaScript)", async ({ page }, testInfo) => {
    await mockExternalForms(page);
    await page.goto("/services/adults-disabilities");
    const intake = page.getByRole("main").locator("section").first().getByRole("link", { name: /^Start an Intake/ });
    await expect(intake).toHaveAttribute("target", "_blank");
    if (jsDisabled(testInfo)) return;
    await intake.click();
    const dialog = page.getByRole("dialog", { name: "Adults with Disabilities Support intake form" });
    await expect(dialog).toBeVisible();
    await expect(page.frameLocator("iframe[title='Adults with Disabilities Support intake form']").getByText("Intake form")).toBeVisible();
  });

  test("an unknown service is a 404 page with status 404", ONCE, async ({ page }) => {
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

test.describe("/careers", () => {
  const ids = [
    "personal-support-worker",
    "registered-practical-nurse",
    "registered-nurse",
    "developmental-service-worker",
    "social-worker",
    "homemaker",
  ];

  test("six positions, each with its fields, a pay range and 'Apply Now' to /job?position=<id>", ONCE, async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/in 2012/)).toBeVisible();
    await expect(page.getByText(/in May 2015/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we value" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why work with us" })).toBeVisible();

    // The seeded six come first, in their order (HR may open more: the hiring spec does, on the same server).
    const cards = page.locator('article[data-testid^="position-"]');
    await expect(cards.nth(5)).toBeVisible();
    for (const [index, id] of ids.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute("data-testid", `position-${id}`);
      await expect(card.getByTestId("pay-range")).toHaveText(/^\$\d+(\.\d\d)?–\$\d+(\.\d\d)? an hour \(CAD\)$/);
      for (const field of ["Type", "Location", "Experience", "Responsibilities", "Requirements"]) {
        await expect(card.getByText(field, { exact: true })).toBeVisible();
      }
      await expect(card.getByText(/Accommodation is available on request/)).toBeVisible();
      await expect(card.getByRole("img")).toHaveAttribute("alt", /\w/);
      await expect(card.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", `/job?position=${id}`);
    }
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Personal Support Worker");
    await expect(page.getByRole("heading", { name: "How to Apply" })).toBeVisible();
    await expect(page.getByRole("link", { name: "careers@example.com" })).toHaveAttribute("href", "mailto:careers@example.com");
    await expect(page.locator("#how-to-apply").getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
  });

  test("JSON-LD: a BreadcrumbList and one JobPosting per position", ONCE, async ({ page }) => {
    await page.goto("/careers");
    const entries = await jsonLdOf(page);
    expect(entries.filter((entry) => entry["@type"] === "BreadcrumbList")).toHaveLength(1);
    // The seeded six, in their order (HR may open more: the hiring spec does, on the same server).
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

test.describe("every marketing page", () => {
  const paths = [
    "/",
    "/sinaicare",
    "/services/adults-disabilities",
    "/services/specialized-care",
    "/services/integrated-care",
    "/services/care-management",
    "/services/workforce",
    "/careers",
  ];

  for (const [index, path] of paths.entries()) {
    test(`${path}: one h1, images with size and alt text, unique title, no serious axe violation`, onceAfterFirst(index), async ({ page }) => {
      // Axe checks the final state of revealed content.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectSingleH1(page);
      const images = page.locator("main img");
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        await expect(image).toHaveAttribute("alt", /\S/);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/" : path}$`));
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("below-the-fold images load lazily", ONCE, async ({ page }) => {
    for (const path of ["/", "/careers"]) {
      await page.goto(path);
      await expect(page.locator("#services img, section img[src*='/partners/'], article[data-testid^=\"position-\"] img").first()).toHaveAttribute("loading", "lazy");
      const lazy = await page.locator("main img[loading='lazy']").count();
      expect(lazy).toBeGreaterThanOrEqual(6);
    }
  });
});

test.describe("scroll reveal", () => {
  test("content is visible without JavaScript, and revealed on scroll with it", async ({ page }, testInfo) => {
    await page.goto("/");
    const revealed = page.locator("[data-reveal]");
    expect(await revealed.count()).toBeGreaterThan(20);
    const last = revealed.last();
    if (jsDisabled(testInfo)) {
      for (const element of await revealed.all()) await expect(element).toHaveCSS("opacity", "1");
      return;
    }
    // Far below the fold: hidden until it scrolls into view, then revealed once.
    await expect(last).not.toHaveAttribute("data-revealed");
    await expect(last).toHaveCSS("opacity", "0");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-revealed", "");
    await expect(last).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-revealed", "");
    // The stats are staggered by 100 ms each (app/styles/marketing.css: .stagger).
    const stats = page.locator("#about ul[aria-label='Our numbers'] > li");
    await expect(stats.nth(1)).toHaveCSS("transition-delay", "0.1s");
    await expect(stats.nth(2)).toHaveCSS("transition-delay", "0.2s");
  });

  test("under prefers-reduced-motion nothing is hidden and the hero video stays still", async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const revealed = page.locator("[data-reveal]");
    for (const element of await revealed.all()) await expect(element).toHaveCSS("opacity", "1");
    const video = page.locator("video[data-hero-video]");
    await expect(video).not.toHaveAttribute("autoplay");
    if (jsDisabled(testInfo)) return;
    await page.waitForLoadState("networkidle");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
  });

  test("with motion allowed the hero video plays muted and a button pauses it", async ({ page }, testInfo) => {
    test.skip(jsDisabled(testInfo), "playback is started by the page script");
    await page.goto("/");
    const video = page.locator("video[data-hero-video]");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  });
});
