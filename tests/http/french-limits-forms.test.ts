/**
 * The refusals a visitor of the French edition can meet while sending a form,
 * without JavaScript: too many submissions from one connection (429) and a
 * form too large to read (413) answer on the French page, in French.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { config } from "~/server/infra/config.server";
import { requestHandler } from "../integration/app-routes";
import { ORIGIN } from "../integration/helpers";
import { textOf } from "./support/dom";
import { type Page, Visitor } from "./support/visitor";

/** The site as seen from one connection of its own (the rate limit counts per client). */
async function siteFrom(clientIp: string) {
  const handle = await requestHandler();
  return { origin: ORIGIN, send: (request: Request) => handle(request, clientIp) };
}

/** The contact form's own alert (the toast, without JavaScript), above its fields. */
const alertOf = (page: Page) => textOf(page.document.querySelector("form[action='/fr/nous-joindre'] [data-form-alert]")!);

beforeAll(() => {
  config().rateLimit = true;
});
afterAll(() => {
  config().rateLimit = false;
});

describe("refusals on the French contact page", () => {
  test("the sixth message in ten minutes from one connection: 429, said in French on the French page", async () => {
    const visitor = new Visitor(await siteFrom("198.51.100.41"));
    const from = new URL("/fr/nous-joindre", ORIGIN);
    for (let sent = 0; sent < 5; sent++) {
      const answer = await visitor.fetch("/fr/nous-joindre", { method: "POST", body: new URLSearchParams({ name: "Élise" }), from });
      expect(answer.status).toBe(400);
      await answer.body?.cancel();
    }
    const page = await visitor.navigate("/fr/nous-joindre", { method: "POST", body: new URLSearchParams({ name: "Élise" }), from });
    expect(page.status).toBe(429);
    expect(page.document.documentElement.lang).toBe("fr-CA");
    expect(alertOf(page)).toMatch(/Trop d'envois depuis votre connexion\. Veuillez réessayer dans \d+ minutes?\./);
  });

  test("a form too large to read: 413, said in French", async () => {
    const visitor = new Visitor(await siteFrom("198.51.100.42"));
    const body = new URLSearchParams({ name: "Élise", email: "elise@example.com", message: "a".repeat(70 * 1024) });
    const page = await visitor.navigate("/fr/nous-joindre", { method: "POST", body, from: new URL("/fr/nous-joindre", ORIGIN) });
    expect(page.status).toBe(413);
    expect(page.document.documentElement.lang).toBe("fr-CA");
    expect(alertOf(page)).toContain("Le formulaire est trop long. Veuillez raccourcir votre texte et réessayer.");
  });
});
