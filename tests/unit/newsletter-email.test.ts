import { describe, expect, test } from "vitest";
import { defaultBusiness } from "~/content/business";
import { htmlToText, newsletterListId, personalise, renderNewsletter } from "~/server/domain/newsletter-email.server";
import { PLANTED_BODY, unsafeMarkup } from "../support/unsafe-markup";

const site = { siteUrl: "https://care.example.com", business: defaultBusiness, listId: "" };
site.listId = newsletterListId(site);

const post = {
  title: "Staying warm <safely> this winter",
  slug: "staying-warm",
  content: [
    "## Before the cold",
    "",
    "Check the *furnace* and read [our services](/services/nursing) or [Health Canada](https://www.canada.ca/en.html).",
    "",
    "<script>alert(1)</script><img src=\"/images/x.png\" onerror=\"alert(2)\" alt=\"A warm room\">",
    "",
    "- Blankets",
    "- Tea",
    "",
    "1. First",
    "2. Second",
  ].join("\n"),
  image: "/images/hero.jpg",
  image_alt: "A cosy living room",
  image_decorative: 0,
};

describe("newsletter email", async () => {
  const message = await renderNewsletter({ subject: "Winter news\r\nBcc: x@evil.example", intro: "Dear families,\n\nA few tips.", post }, site);
  const copy = personalise(message, { email: "ada@example.com", unsubscribeToken: "tok_123", subscribedAt: "2026-11-02T15:00:00.000Z" }, site);

  test("HTML: inlined CSS, absolute links and images with alt text, no script, no remote font, no table", () => {
    expect(copy.html).toContain('<h1 style="');
    expect(copy.html).toContain('href="https://care.example.com/services/nursing"');
    expect(copy.html).toContain('href="https://www.canada.ca/en.html"');
    expect(copy.html).toContain('<img src="https://care.example.com/images/hero.jpg" alt="A cosy living room"');
    expect(copy.html).toContain('<img src="https://care.example.com/images/x.png" alt="A warm room"');
    expect(copy.html).toContain("Staying warm &lt;safely&gt; this winter");
    expect(copy.html).not.toMatch(/<script|onerror|@import|fonts\.googleapis|<link|<table/i);
    expect(copy.html).toContain('<div class="wrapper" style="max-width:600px;');
    expect(copy.html).toContain('href="https://care.example.com/blog/staying-warm"');
  });

  test("footer: who sends it, their address and contact, why, the date subscribed, unsubscribe", () => {
    for (const part of [copy.html, copy.text]) {
      expect(part).toContain(defaultBusiness.legalName);
      expect(part).toContain(defaultBusiness.address.street);
      expect(part).toContain(defaultBusiness.email);
      expect(part).toContain(defaultBusiness.phone);
      expect(part).toContain("subscribed to the Sinai Home Care newsletter on November 2, 2026");
      expect(part).toContain("https://care.example.com/newsletter/unsubscribe/tok_123");
    }
  });

  test("text part: headings, lists, links and images readable without HTML", () => {
    expect(copy.text).toContain("Before the cold\n---------------");
    expect(copy.text).toContain("- Blankets\n- Tea");
    expect(copy.text).toContain("1. First\n2. Second");
    expect(copy.text).toContain("our services (https://care.example.com/services/nursing)");
    expect(copy.text).toContain("[Image: A warm room] https://care.example.com/images/x.png");
    expect(copy.text).toContain("Read it on our website: https://care.example.com/blog/staying-warm");
    expect(copy.text).not.toMatch(/<(p|a|img|li|h2|em)\b/i);
    expect(copy.text).toContain("Staying warm <safely> this winter");
  });

  test("headers: List-Unsubscribe (https and mailto), RFC 8058 one-click, List-Id", () => {
    expect(copy.headers).toEqual({
      "List-Unsubscribe": "<https://care.example.com/newsletter/unsubscribe/tok_123/one-click>, <mailto:care@example.com?subject=Unsubscribe>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Sinai Home Care newsletter <newsletter.care.example.com>",
    });
    expect(copy.subject).not.toMatch(/[\r\n]/);
  });

  test("decorative post image: empty alt", async () => {
    const decorative = await renderNewsletter({ subject: "s", intro: "", post: { ...post, image_decorative: 1 } }, site);
    expect(decorative.html).toMatch(/<img src="https:\/\/care.example.com\/images\/hero.jpg" alt(="")? /);
    expect(decorative.html).not.toContain('class="intro"');
  });

  test("a body that plays on the CSS inliner's {{ }} code blocks: no handler, remote srcset or style URL as a browser parses the copy", async () => {
    const planted = await renderNewsletter({ subject: "s", intro: "", post: { ...post, content: PLANTED_BODY } }, site);
    const html = personalise(planted, { email: "ada@example.com", unsubscribeToken: "tok_123", subscribedAt: "2026-11-02T15:00:00.000Z" }, site).html;
    expect(unsafeMarkup(html, site.siteUrl)).toEqual([]);
    // The body is still there, as text.
    expect(html).toContain(`}}" q='`);
    expect(html).toContain("https://care.example.com/newsletter/unsubscribe/tok_123");
  });

  test("htmlToText keeps a link whose text is its address once", () => {
    expect(htmlToText('<p><a href="https://x.example/">https://x.example/</a></p>')).toBe("https://x.example/");
  });
});
