/**
 * The enquiry source rules (decision 0901): where each value comes from
 * (Referer, hidden fields, visit trail, caller), how values are bounded and
 * stripped, and the one channel rule the staff lists filter by.
 */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { channelOf, type SourceInput, sourceOf, type VisitTrail } from "~/lib/enquiry-sources";
import { heardAboutShape } from "~/schemas/heard-about";
import { captureEnquirySource } from "~/server/forms/enquiry-source.server";
import { maskedPath } from "~/server/infra/request-path.server";

const SITE = "https://care.example";
const trail: VisitTrail = {
  landingPage: "/services/home-care",
  previousPage: "/locations",
  referrerDomain: "www.Google.ca",
  utm: { source: "trail-source", campaign: "trail-campaign" },
};
const fields = (values: Record<string, string>) => (name: string) => values[name];
const input = (extra: Partial<SourceInput> = {}): SourceInput => ({
  actionUrl: `${SITE}/request-care`,
  referer: null,
  field: fields({}),
  trail: null,
  language: "en",
  maskPath: maskedPath,
  ...extra,
});

describe("where each value comes from", () => {
  test("the form page: the same-site Referer's path (no query), else the action's path; another site's Referer is not ours", () => {
    expect(sourceOf(input({ referer: `${SITE}/request-care?utm_source=x&name=Dana#top` })).formPage).toBe("/request-care");
    expect(sourceOf(input({ actionUrl: `${SITE}/newsletter`, referer: `${SITE}/blog/caring-at-home` })).formPage).toBe("/blog/caring-at-home");
    expect(sourceOf(input({ referer: "https://elsewhere.example/page" })).formPage).toBe("/request-care");
    expect(sourceOf(input()).formPage).toBe("/request-care");
  });

  test("campaign values: the hidden fields when any is sent, else the trail's; the trail gives the pages before and the referring site", () => {
    const hidden = sourceOf(input({ field: fields({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }), trail }));
    expect(hidden.utm).toEqual({ source: "newsletter", medium: "email", campaign: "spring" });
    expect(hidden).toMatchObject({ landingPage: "/services/home-care", previousPage: "/locations", referrerDomain: "google.ca" });
    expect(sourceOf(input({ trail })).utm).toEqual({ source: "trail-source", campaign: "trail-campaign" });
    expect(sourceOf(input()).utm).toEqual({});
  });

  test("the partner code: the caller's before the form's; a code of other characters is dropped", () => {
    expect(sourceOf(input({ field: fields({ partner: "Sunnybrook-DC" }) })).partner).toBe("sunnybrook-dc");
    expect(sourceOf(input({ partner: "from-link", field: fields({ partner: "from-form" }) })).partner).toBe("from-link");
    expect(sourceOf(input({ field: fields({ partner: "<script>" }) })).partner).toBeNull();
  });

  test("the capture asks the lookup with the visitor's address and user agent, and stores neither; a failing lookup leaves the trail out", async () => {
    const asked: unknown[] = [];
    const request = new Request(`${SITE}/fr/nous-joindre`, { method: "POST", headers: { "User-Agent": "Test/1.0", Referer: `${SITE}/fr/nous-joindre?utm_term=x` } });
    const now = new Date("2026-12-06T15:00:00Z");
    const source = await captureEnquirySource(request, "203.0.113.9", {
      field: fields({}),
      now,
      lookup: async (visitor, at) => {
        asked.push(visitor, at);
        return trail;
      },
    });
    expect(asked).toEqual([{ ip: "203.0.113.9", userAgent: "Test/1.0" }, now]);
    expect(source).toMatchObject({ formPage: "/fr/nous-joindre", language: "fr", referrerDomain: "google.ca", channel: "campaign" });
    expect(JSON.stringify(source)).not.toContain("203.0.113.9");
    const failed = await captureEnquirySource(request, "203.0.113.9", { field: fields({}), now, lookup: () => Promise.reject(new Error("down")) });
    expect(failed).toMatchObject({ landingPage: null, referrerDomain: null, channel: "direct" });
    // A page whose address carries a secret (a draft's preview, an unsubscribe link, a resume) is stored masked.
    const fromSecret = new Request(`${SITE}/newsletter`, { method: "POST", headers: { Referer: `${SITE}/Preview/draft-token-123` } });
    const secretTrail = { ...trail, landingPage: "/newsletter/unsubscribe/tok-456", previousPage: `${SITE}/resumes/9f8e7d.pdf` };
    const masked = await captureEnquirySource(fromSecret, "203.0.113.9", { field: fields({}), now, lookup: async () => secretTrail });
    expect(masked).toMatchObject({ formPage: "/preview/…", landingPage: "/newsletter/unsubscribe/…", previousPage: "/resumes/…" });
    expect(JSON.stringify(masked)).not.toMatch(/draft-token|tok-456|9f8e7d/);
  });
});

describe("bounds and stripping", () => {
  test("paths keep no query and no address of ours, another site's or a protocol-relative one; at most 200 characters", () => {
    const source = sourceOf(
      input({
        referer: `${SITE}/${"a".repeat(300)}?q=1`,
        trail: { landingPage: `${SITE}/welcome?utm_source=x`, previousPage: "//evil.example/x", referrerDomain: null, utm: null },
      }),
    );
    expect(source.formPage).toBe(`/${"a".repeat(199)}`);
    expect(source.landingPage).toBe("/welcome");
    expect(source.previousPage).toBeNull();
    expect(sourceOf(input({ trail: { ...trail, landingPage: "https://evil.example/x", previousPage: "javascript:alert(1)" } }))).toMatchObject({
      landingPage: null,
      previousPage: null,
    });
  });

  test("utm values lose control characters and are cut at 100; an IP address is never kept, as a value or a referring site; our own site is no referrer", () => {
    const long = sourceOf(input({ field: fields({ utm_campaign: `spring\u0000\n${"x".repeat(200)}`, utm_source: "198.51.100.7", utm_term: "2001:db8::1" }) }));
    expect(long.utm.campaign).toBe(`spring ${"x".repeat(93)}`);
    expect(long.utm.source).toBeUndefined();
    expect(long.utm.term).toBeUndefined();
    expect(sourceOf(input({ trail: { ...trail, referrerDomain: "192.0.2.1" } })).referrerDomain).toBeNull();
    expect(sourceOf(input({ trail: { ...trail, referrerDomain: "https://www.care.example/x" } })).referrerDomain).toBeNull();
    expect(sourceOf(input({ trail: { ...trail, referrerDomain: "https://www.facebook.com/groups/x" } })).referrerDomain).toBe("facebook.com");
  });

  test("'How did you hear about us?': one of the answers or blank, its words at most 100 characters, in the form's language", () => {
    const shape = z.object(heardAboutShape("fr"));
    expect(shape.parse({ heardAbout: "", heardAboutOther: "" })).toEqual({ heardAbout: undefined, heardAboutOther: undefined });
    expect(shape.parse({ heardAbout: "friend", heardAboutOther: " Ma voisine " })).toEqual({ heardAbout: "friend", heardAboutOther: "Ma voisine" });
    const refused = shape.safeParse({ heardAbout: "bogus", heardAboutOther: "x".repeat(101) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Veuillez choisir l'une des réponses, ou laisser ce champ vide.",
      "Veuillez vous limiter à 100 caractères.",
    ]);
  });
});

test("the channel: a partner code, then any campaign value, then the referring site (search, social, other), else direct", () => {
  const none = { partner: null, utm: {}, referrerDomain: null };
  expect(channelOf({ ...none, partner: "hosp", utm: { source: "x" }, referrerDomain: "google.com" })).toBe("partner");
  expect(channelOf({ ...none, utm: { medium: "email" }, referrerDomain: "google.com" })).toBe("campaign");
  expect(channelOf({ ...none, referrerDomain: "google.ca" })).toBe("search");
  expect(channelOf({ ...none, referrerDomain: "duckduckgo.com" })).toBe("search");
  expect(channelOf({ ...none, referrerDomain: "m.facebook.com" })).toBe("social");
  expect(channelOf({ ...none, referrerDomain: "linkedin.com" })).toBe("social");
  expect(channelOf({ ...none, referrerDomain: "notfacebook.com" })).toBe("other-site");
  expect(channelOf({ ...none, referrerDomain: "ontariohealthathome.ca" })).toBe("other-site");
  expect(channelOf(none)).toBe("direct");
});
