/**
 * The client rights and complaint pages read as markup (each page fetched
 * once, decision 1001): /client-rights and /fr/droits-des-clients with their
 * sections, the agency's, the funder's and the Ombudsman's contacts and the
 * response times the register enforces (one source: COMPLAINT_TIMES); the
 * footer's link in both editions; the rights link on the care request,
 * referral and complaint confirmations; /fr/plaintes in French, posting to
 * itself; the privacy statement's retention of complaints. (The forms'
 * answers and emails: complaints-forms.test.ts.)
 */
import { beforeAll, describe, expect, test } from "vitest";
import { COMPLAINT_RETENTION_YEARS, COMPLAINT_TIMES } from "~/lib/complaints";
import { textOf } from "./support/dom";
import { appSite } from "./support/sites";
import { type Page, Visitor } from "./support/visitor";

let rights: Page;
let frenchRights: Page;
let form: Page;
let frenchForm: Page;
let complaintReceived: Page;
let careReceived: Page;
let referralReceived: Page;
let frenchCareReceived: Page;
let privacy: Page;
beforeAll(async () => {
  const visitor = new Visitor(await appSite());
  [rights, frenchRights, form, frenchForm, complaintReceived, careReceived, referralReceived, frenchCareReceived, privacy] = await Promise.all([
    visitor.expectPage("/client-rights"),
    visitor.expectPage("/fr/droits-des-clients"),
    visitor.expectPage("/complaints"),
    visitor.expectPage("/fr/plaintes"),
    visitor.expectPage("/complaints/received?ref=C-1042"),
    visitor.expectPage("/request-care/received?ref=R-1042"),
    visitor.expectPage("/refer/received?ref=R-1043"),
    visitor.expectPage("/fr/demande-de-soins/recue?ref=R-1044"),
    visitor.expectPage("/privacy"),
  ]);
});

const headings = (page: Page) => page.screen.getAllByRole("heading", { level: 2 }).map((heading) => textOf(heading));

describe("/client-rights", () => {
  test("the Bill of Rights, responsibilities, how to complain, response times and no reprisal, with a table of contents", () => {
    expect(rights.title).toBe("Your rights as a client | Sinai Home Care");
    rights.screen.getByRole("heading", { level: 1, name: "Your rights as a client" });
    expect(headings(rights)).toEqual(expect.arrayContaining(["Your rights", "What we ask of you", "How to make a complaint", "How fast we answer", "No reprisal"]));
    const contents = rights.screen.getByRole("navigation", { name: "On this page" });
    expect([...contents.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["#rights", "#responsibilities", "#complain", "#times", "#no-reprisal"]);
    const main = textOf(rights.screen.getByRole("main"));
    for (const words of ["without fear of interference, coercion, discrimination or reprisal", "to be told in writing how to make a complaint", "culturally safe", "give or refuse consent"]) expect(main).toContain(words);
  });

  test("the complaint steps name the form, our phone and email, Ontario Health atHome and the Patient Ombudsman", () => {
    const agency = rights.screen.getByTestId("complaint-step-tell-us");
    expect(agency.querySelector('a[href="/complaints"]')).not.toBeNull();
    expect(agency.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(agency.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(rights.screen.getByTestId("complaint-step-funder").querySelector('a[href="tel:3102222"]')?.textContent).toBe("310-2222");
    const ombudsman = rights.screen.getByTestId("complaint-step-ombudsman");
    expect(ombudsman.querySelector('a[href="tel:18883210339"]')?.textContent).toBe("1-888-321-0339");
    expect(ombudsman.querySelector('a[href="https://www.patientombudsman.ca"]')).not.toBeNull();
    expect(textOf(ombudsman)).toContain("after trying to resolve your complaint with us");
  });

  test("the response times are the ones the register enforces", () => {
    const times = textOf(rights.screen.getByTestId("complaint-times"));
    expect(times).toContain("the same business day");
    expect(times).toContain(`within ${COMPLAINT_TIMES.harm.updateCalendarDays} days (calendar days)`);
    expect(times).toContain(`within ${COMPLAINT_TIMES.other.acknowledgeBusinessDays} business days`);
    expect(times).toContain(`within ${COMPLAINT_TIMES.other.resolveBusinessDays} business days`);
  });

  test("the French twin, in French, with the same sections and the French form's address", () => {
    expect(frenchRights.document.documentElement.lang).toBe("fr-CA");
    frenchRights.screen.getByRole("heading", { level: 1, name: "Vos droits en tant que client" });
    expect(headings(frenchRights)).toEqual(expect.arrayContaining(["Vos droits", "Ce que nous vous demandons", "Comment porter plainte", "Nos délais de réponse", "Aucunes représailles"]));
    expect(frenchRights.screen.getByTestId("complaint-step-nous-le-dire").querySelector('a[href="/fr/plaintes"]')).not.toBeNull();
    expect(textOf(frenchRights.screen.getByTestId("complaint-times"))).toContain(`d'ici ${COMPLAINT_TIMES.other.acknowledgeBusinessDays} jours ouvrables`);
    expect(frenchRights.document.querySelector('link[rel="alternate"][hreflang="en-CA"]')?.getAttribute("href")).toMatch(/\/client-rights$/);
  });
});

test("the footer links the rights page in each edition", () => {
  for (const [page, path, label] of [
    [rights, "/client-rights", "Client rights"],
    [frenchRights, "/fr/droits-des-clients", "Droits des clients"],
  ] as const) {
    expect(page.screen.getByRole("contentinfo").querySelector(`a[href="${path}"]`)?.textContent).toBe(label);
  }
});

test("the care request, referral and complaint confirmations link the rights page, in their edition", () => {
  for (const [page, path] of [
    [careReceived, "/client-rights"],
    [referralReceived, "/client-rights"],
    [complaintReceived, "/client-rights"],
    [frenchCareReceived, "/fr/droits-des-clients"],
  ] as const) {
    expect(page.screen.getByTestId("rights-link").querySelector("a")?.getAttribute("href"), page.url.pathname).toBe(path);
  }
  expect(textOf(complaintReceived.screen.getByTestId("complaint-reference"))).toBe("Your reference number is C-1042.");
});

describe("the complaint form", () => {
  test("asks who, about what and when, what happened, the outcome wanted and how to be contacted, posting to itself without JavaScript", () => {
    const element = form.document.querySelector("form.complaint-form")!;
    expect(element.getAttribute("method")).toBe("post");
    expect(element.getAttribute("action")).toBe("/complaints");
    for (const legend of [/^You are/, /^What is it about\?/, /^Contact me by/]) form.screen.getByRole("group", { name: legend });
    form.screen.getByRole("radio", { name: "The client's substitute decision-maker" });
    form.screen.getByRole("radio", { name: "Abuse, neglect, or care that caused harm or a risk of harm" });
    form.screen.getByRole("textbox", { name: /^What outcome would you like\?/ });
    expect(form.screen.getByRole("complementary").querySelector('a[href="/client-rights"]')).not.toBeNull();
  });

  test("/fr/plaintes in French, posting to itself", () => {
    expect(frenchForm.document.documentElement.lang).toBe("fr-CA");
    expect(frenchForm.title).toBe("Porter plainte | Sinai Home Care");
    frenchForm.screen.getByRole("heading", { level: 1, name: "Porter plainte" });
    expect(frenchForm.document.querySelector("form.complaint-form")!.getAttribute("action")).toBe("/fr/plaintes");
    frenchForm.screen.getByRole("radio", { name: "Le mandataire spécial du client" });
    frenchForm.screen.getByRole("button", { name: "Envoyer la plainte" });
    // The active offer of service in French, both languages, each marked (O. Reg. 187/22, s. 29.1).
    expect(textOf(frenchForm.document.querySelector("form.complaint-form .form-active-offer"))).toBe("Services offerts en français et en anglais / Services offered in English and French");
  });
});

test("the privacy statement says how long complaints are kept, with the purge's number", () => {
  expect(textOf(privacy.screen.getByRole("main"))).toContain(`Complaints are kept ${COMPLAINT_RETENTION_YEARS} years after we resolve them`);
});
