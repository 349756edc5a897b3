/**
 * The accessibility pages read as markup (decision 1010), each fetched once:
 * the statement after the W3C model (conformance, the standard, limitations,
 * how it was assessed, the feedback form with the other ways to reach us,
 * the response times the product enforces, the last review) in both
 * editions; the multi-year plan with its dates and the policies, in both;
 * the footer's links; a posting's and the job form's accommodation notice in
 * English and French; the privacy statement's retention line. (The form's answers, the queue and emails: access-forms.test.ts.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { accessibilityPlanFacts, accessibilityStatementFacts } from "~/content/accessibility";
import { accommodationStatement } from "~/content/careers";
import { careersCopy } from "~/content/fr/careers";
import { ACK_BUSINESS_DAYS } from "~/lib/accessibility-requests";
import { ACCESS_RETENTION_MONTHS } from "~/server/domain/accessibility-requests.server";
import { textOf } from "./support/dom";
import { visitorOfSeededSite } from "./support/sites";
import type { Page } from "./support/visitor";

/** A posting the seed opens. */
const POSTING = "personal-support-worker";

let statement: Page;
let frenchStatement: Page;
let plan: Page;
let frenchPlan: Page;
let policies: Page;
let frenchPolicies: Page;
let received: Page;
let posting: Page;
let frenchPosting: Page;
let jobForm: Page;
let frenchJobForm: Page;
let privacy: Page;
beforeAll(async () => {
  const visitor = await visitorOfSeededSite();
  const page = (path: string) => visitor.expectPage(path);
  [statement, frenchStatement, plan, frenchPlan, policies, frenchPolicies, received, posting, frenchPosting, jobForm, frenchJobForm, privacy] = await Promise.all([
    page("/accessibility"),
    page("/fr/accessibilite"),
    page("/accessibility/plan"),
    page("/fr/accessibilite/plan"),
    page("/accessibility/policies"),
    page("/fr/accessibilite/politiques"),
    page("/fr/accessibilite/recue?ref=A-1042"),
    page(`/careers/${POSTING}`),
    page(`/fr/carrieres/${POSTING}`),
    page("/job"),
    page("/fr/postuler"),
    page("/privacy"),
  ]);
});

/** The page's own section headings (the main landmark's h2s, not the menus' or the footer's). */
const headings = (page: Page) => [...page.screen.getByRole("main").querySelectorAll("h2")].map((heading) => textOf(heading));

describe("the statement", () => {
  test("English: the W3C model's sections, partially conformant with WCAG 2.2 AA (AODA: 2.0 AA), limitations, assessment, response times, last review", () => {
    expect(headings(statement)).toEqual(
      expect.arrayContaining(["Conformance status", "Known limitations and workarounds", "How we assessed this site", "Give feedback or ask for an accessible format", "When you will hear from us"]),
    );
    const main = textOf(statement.screen.getByRole("main"));
    expect(main).toContain("This website is partially conformant with WCAG 2.2 level AA");
    expect(main).toContain("the AODA requires WCAG 2.0 level AA");
    for (const limitation of ["Downloadable PDFs", "background video", "job posting details"]) expect(main).toContain(limitation);
    expect(main).toContain("axe, with the WCAG 2.2 rules");
    expect(main).toContain(`within ${ACK_BUSINESS_DAYS} business days`);
    const reviewed = statement.screen.getByTestId("statement-reviewed");
    expect(reviewed.querySelector("time")?.getAttribute("dateTime")).toBe(accessibilityStatementFacts.lastReviewed);
    expect(textOf(reviewed)).toBe("This statement was last reviewed on December 6, 2026.");
  });

  test("English: the form posts to the page without JavaScript, every format offered, the phone, relay and email beside it", () => {
    const form = statement.screen.getByRole("form", { name: "Give feedback or ask for an accessible format" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/accessibility#access-form");
    statement.screen.getByRole("group", { name: /^What would you like to do\?/ });
    const formats = statement.screen.getByRole("group", { name: "Which format?" });
    expect([...formats.querySelectorAll("label")].map((label) => textOf(label))).toEqual(["Large print", "Plain text", "Accessible PDF", "Braille", "Audio", "A call to read it together"]);
    statement.screen.getByRole("textbox", { name: /^Which document or page\?/ });
    expect(statement.screen.getByLabelText(/^By when do you need it\?/).getAttribute("type")).toBe("date");
    statement.screen.getByRole("radio", { name: "TTY or relay service (711)" });
    const alternatives = textOf(statement.screen.getByTestId("access-alternatives"));
    expect(alternatives).toContain("dial 711 (Bell Relay Service)");
    expect(statement.screen.getByTestId("access-alternatives").querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(statement.screen.getByTestId("access-alternatives").querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  test("French: the same sections in French, the form posting to the French address", () => {
    expect(frenchStatement.document.documentElement.lang).toBe("fr-CA");
    expect(headings(frenchStatement)).toEqual(expect.arrayContaining(["État de conformité", "Limites connues et solutions de rechange", "Comment nous avons évalué ce site", "Quand aurez-vous de nos nouvelles?"]));
    const main = textOf(frenchStatement.screen.getByRole("main"));
    expect(main).toContain("partiellement conforme aux WCAG 2.2, niveau AA");
    expect(main).toContain(`d'ici ${ACK_BUSINESS_DAYS} jours ouvrables`);
    expect(textOf(frenchStatement.screen.getByTestId("statement-reviewed"))).toBe("Cette déclaration a été révisée pour la dernière fois le 6 décembre 2026.");
    const form = frenchStatement.screen.getByRole("form", { name: "Faites-nous part de vos commentaires ou demandez un format accessible" });
    expect(form.getAttribute("action")).toBe("/fr/accessibilite#access-form");
    frenchStatement.screen.getByRole("radio", { name: "Un appel pour le lire ensemble" });
    frenchStatement.screen.getByRole("button", { name: "Envoyer ma demande" });
    expect(textOf(frenchStatement.screen.getByTestId("access-alternatives"))).toContain("composez le 711 (Service de relais Bell)");
  });

  test("the privacy statement says what a request holds and how long it is kept (the purge's number)", () => {
    const main = textOf(privacy.screen.getByRole("main"));
    expect(main).toContain("Accessibility feedback and format requests: what you report or ask for, your name and how to reach you");
    expect(main).toContain(`Accessibility feedback and format requests are deleted ${ACCESS_RETENTION_MONTHS} months after we close them`);
  });

  test("the confirmation gives the reference and the response time, in French", () => {
    expect(textOf(received.screen.getByTestId("access-reference"))).toBe("Votre numéro de référence est A-1042.");
    expect(textOf(received.screen.getByRole("main"))).toContain(`d'ici ${ACK_BUSINESS_DAYS} jours ouvrables`);
  });
});

describe("the plan and the policies", () => {
  test("the plan gives its adoption and its review five years later, in each edition", () => {
    const dates = plan.screen.getByTestId("plan-dates");
    expect([...dates.querySelectorAll("time")].map((time) => time.getAttribute("dateTime"))).toEqual([accessibilityPlanFacts.adopted, "2030-01-15"]);
    expect(textOf(dates)).toContain("Next review");
    plan.screen.getByRole("heading", { level: 1, name: "Multi-year accessibility plan" });
    expect(headings(plan)).toEqual(expect.arrayContaining(["Customer service", "Information and communications", "Employment", "Training"]));
    frenchPlan.screen.getByRole("heading", { level: 1, name: "Plan d'accessibilité pluriannuel" });
    expect(textOf(frenchPlan.screen.getByTestId("plan-dates"))).toContain("Prochaine révision");
    expect(textOf(frenchPlan.screen.getByTestId("plan-dates"))).toContain("15 janvier 2030");
  });

  test("the policies: customer service, general requirements, information and communications, employment, training, in each edition", () => {
    expect(headings(policies)).toEqual([
      "Customer service standard",
      "General requirements (Integrated Accessibility Standards)",
      "Information and communications",
      "Employment",
      "Training",
    ]);
    expect(headings(frenchPolicies)).toEqual(["Norme de service à la clientèle", "Exigences générales (Normes d'accessibilité intégrées)", "Information et communications", "Emploi", "Formation"]);
  });

  test("the footer links the statement and the plan, in each edition", () => {
    for (const [page, links] of [
      [plan, { "/accessibility": "Accessibility", "/accessibility/plan": "Accessibility plan" }],
      [frenchPolicies, { "/fr/accessibilite": "Accessibilité", "/fr/accessibilite/plan": "Plan d'accessibilité" }],
    ] as const) {
      const footer = page.screen.getByRole("contentinfo");
      for (const [path, label] of Object.entries(links)) expect(footer.querySelector(`a[href="${path}"]`)?.textContent, path).toBe(label);
    }
  });
});

describe("accommodation in hiring", () => {
  test("a posting and the job form say that accommodation is available, in English and in French", () => {
    expect(textOf(posting.screen.getByTestId("accommodation-notice"))).toBe(accommodationStatement);
    expect(textOf(jobForm.screen.getByTestId("accommodation-notice"))).toBe(accommodationStatement);
    expect(textOf(frenchPosting.screen.getByTestId("accommodation-notice"))).toBe(careersCopy.accommodationStatement);
    expect(textOf(frenchJobForm.screen.getByTestId("accommodation-notice"))).toBe(careersCopy.accommodationStatement);
    expect(careersCopy.accommodationStatement).toContain("mesures d'adaptation");
  });
});
