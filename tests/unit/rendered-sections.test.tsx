import React from "react";
import { renderToString } from "react-dom/server";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { RenderedOnce } from "~/components/RenderedOnce";
import { SectionSlotsContext } from "~/lib/section-slots";
import { useT } from "~/lib/i18n";
import { type RootData, useOptionalRootData } from "~/lib/root-data";
import { sectionIdPrefix, sectionMode, sectionSlots } from "~/server/infra/rendered-sections.server";
import fs from "node:fs";
import path from "node:path";

const business = { companyName: "Sinai Home Care" } as RootData["business"];
const root = (overrides: Partial<RootData> = {}) =>
  ({ locale: "en", lang: "en-CA", business, intakeUrls: {}, siteUrl: "https://example.com", toast: null, twin: null, ...overrides }) as RootData;

/** A page as entry.server renders a public one: a head, then the body with its sections filled in. */
function page(data: RootData, body: React.ReactNode): string {
  const sections = sectionSlots(data)!;
  const html = renderToString(
    <SectionSlotsContext.Provider value={sections.slots}>
      <UNSAFE_DataRouterDataContext.Provider value={{ loaderData: { root: data }, actionData: null, errors: null } as never}>
        <html lang={data.lang}>
          <head>
            <meta name="viewport" content="width=device-width" />
          </head>
          <body>{body}</body>
        </html>
      </UNSAFE_DataRouterDataContext.Provider>
    </SectionSlotsContext.Provider>,
  );
  return sections.fill(html).toString();
}

let renders = 0;
function Counted({ text, children }: { text: string; children?: React.ReactNode }) {
  renders++;
  const t = useT();
  return (
    <>
      <p title={t("shell.skipLink")}>{text}</p>
      {children}
    </>
  );
}

afterEach(() => {
  sectionMode("keep");
  renders = 0;
});

describe("RenderedOnce sections", () => {
  test("a section renders once per inputs and language, and its kept HTML is what a fresh render gives", () => {
    const body = (text: string) => (
      <main>
        <RenderedOnce id="test-counted" inputs={[text]}>
          <Counted text={text} />
        </RenderedOnce>
        <span>after</span>
      </main>
    );
    const first = page(root(), body("one"));
    expect(first).toContain('<main><p title="Skip to main content">one</p><span>after</span></main>');
    expect(page(root(), body("one"))).toBe(first);
    expect(renders).toBe(1);
    expect(page(root(), body("two"))).toContain(">two</p>");
    expect(renders).toBe(2);
    // French: the same inputs, another language, another render in French.
    expect(page(root({ locale: "fr", lang: "fr-CA" }), body("one"))).toContain('title="Passer au contenu principal"');
    expect(renders).toBe(3);
    sectionMode("fresh");
    expect(page(root(), body("one"))).toBe(first);
    expect(page(root(), body("one"))).toBe(first);
    expect(renders).toBe(5);
  });

  test("a section that reads the request's root data beyond the language and settings fails the page", () => {
    function ReadsToast() {
      return <p>{String(useOptionalRootData()?.toast)}</p>;
    }
    expect(() =>
      page(
        root(),
        <RenderedOnce id="test-toast" inputs={[]}>
          <ReadsToast />
        </RenderedOnce>,
      ),
    ).toThrow(/read the root data's "toast"/);
  });

  test("a section's high-priority image preload goes into the head, after the viewport, as React puts it", () => {
    const html = page(
      root(),
      <RenderedOnce id="test-image" inputs={[]}>
        <img src="/hero.svg" alt="" fetchPriority="high" />
      </RenderedOnce>,
    );
    expect(html).toMatch(/<meta name="viewport" content="width=device-width"\/><link rel="preload" as="image" href="\/hero.svg" fetchPriority="high"\/>/);
    expect(html).toMatch(/<body><img src="\/hero.svg" alt="" fetchPriority="high"\/><\/body>/);
  });

  test("keep={false} renders the section within the page, nothing kept", () => {
    const body = (
      <main>
        <RenderedOnce id="test-search" inputs={["made up"]} keep={false}>
          <Counted text="made up" />
        </RenderedOnce>
      </main>
    );
    expect(page(root(), body)).toContain('<main><p title="Skip to main content">made up</p></main>');
    page(root(), body);
    expect(renders).toBe(2);
  });

  test("outside a public page's render (no slots) a section renders in place", () => {
    const html = renderToString(
      <RenderedOnce id="test-in-place" inputs={[]}>
        <b>here</b>
      </RenderedOnce>,
    );
    expect(html).toBe("<b>here</b>");
  });

  test("useId names inside a section start with its own short name, the same each time", () => {
    function Labelled() {
      const id = React.useId();
      return <label htmlFor={id}>x</label>;
    }
    const body = (id: string) => (
      <RenderedOnce id={id} inputs={[]}>
        <Labelled />
      </RenderedOnce>
    );
    const first = /<label for="(_[0-9a-f]{5}-R_[^"]*)">x<\/label>/.exec(page(root(), body("test-ids")))?.[1];
    const other = /<label for="(_[0-9a-f]{5}-R_[^"]*)">x<\/label>/.exec(page(root(), body("test-other-ids")))?.[1];
    expect(first).toBeDefined();
    expect(other).toBeDefined();
    expect(other).not.toBe(first);
    sectionMode("fresh");
    expect(page(root(), body("test-ids"))).toContain(`<label for="${first}">`);
  });

  test("a hole's value goes into the kept HTML per page, escaped as React escapes it", () => {
    const body = (back: string) => (
      <RenderedOnce id="test-holes" inputs={[]} holes={{ back }}>
        {({ back: value }) => (
          <Counted text={value}>
            <input type="hidden" name="back" value={value} />
          </Counted>
        )}
      </RenderedOnce>
    );
    const awkward = `/a?b=1&c="<d>'`;
    expect(page(root(), body("/one"))).toContain('<p title="Skip to main content">/one</p><input type="hidden" name="back" value="/one"/>');
    const kept = page(root(), body(awkward));
    expect(renders).toBe(1);
    const inPlace = renderToString(
      <UNSAFE_DataRouterDataContext.Provider value={{ loaderData: { root: root() }, actionData: null, errors: null } as never}>
        <Counted text={awkward}>
          <input type="hidden" name="back" value={awkward} />
        </Counted>
      </UNSAFE_DataRouterDataContext.Provider>,
    );
    expect(inPlace).toContain("&amp;c=&quot;&lt;d&gt;&#x27;");
    expect(kept).toContain(`<body>${inPlace}</body>`);
  });

  test("a hole in an address, a script or a preload fails the page; in a text or a plain attribute it is kept", () => {
    const section = (id: string, draw: (back: string) => React.ReactNode) => (
      <RenderedOnce id={id} inputs={[]} holes={{ back: "/x" }}>
        {({ back }) => draw(back)}
      </RenderedOnce>
    );
    expect(() => page(root(), section("test-hole-href", (back) => <a href={back}>x</a>))).toThrow(/into the attribute href/);
    expect(() => page(root(), section("test-hole-action", (back) => <form action={back} />))).toThrow(/into the attribute action/);
    expect(() => page(root(), section("test-hole-script", (back) => <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: `{"url":"${back}"}` }} />))).toThrow(
      /into a script or a style/,
    );
    expect(() => page(root(), section("test-hole-preload", (back) => <img src="/a.png" srcSet={`${back} 1x`} fetchPriority="high" alt="" />))).toThrow(/preload|srcset/);
    expect(page(root(), section("test-hole-text", (back) => <p title={back}>{back}</p>))).toContain('<p title="/x">/x</p>');
    expect(page(root(), section("test-hole-after-script", (back) => <><script>{"1"}</script><i>{back}</i></>))).toContain("<script>1</script><i>/x</i>");
  });

  test("the app's sections have short names of their own", () => {
    const ids = new Set<string>();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [path.join(dir, entry.name)] : []));
    for (const file of walk(path.resolve(import.meta.dirname, "../../app"))) {
      for (const [, id] of fs.readFileSync(file, "utf8").matchAll(/<(?:RenderedOnce|KeptForm|PageNewsletterForm)\b[^>]*?\bid="([^"]+)"/g)) ids.add(id!);
    }
    expect(ids.size).toBeGreaterThan(20);
    const prefixes = new Map([...ids].map((id) => [sectionIdPrefix(id), id]));
    expect(prefixes.size).toBe(ids.size);
  });

  test("a kept section whose hole a later page gives no value for fails loudly", () => {
    const body = (holes: Record<string, string>) => (
      <RenderedOnce id="test-missing-hole" inputs={[]} holes={holes}>
        {(values) => <p>{values.back ?? "none"}</p>}
      </RenderedOnce>
    );
    expect(page(root(), body({ back: "/x" }))).toContain("<p>/x</p>");
    expect(() => page(root(), body({}))).toThrow(/has a hole "back" it was given no value for/);
  });
});
