/**
 * The lint rules that guard the browser seam (eslint.config.js, decision
 * 0013) and the server modules' layers (decisions 0014 and 0015) really
 * fire, and the list of public-only components matches what the hydrated
 * admin imports.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cruise, reachableFrom, root } from "./dependency-graph";

/** Files under a folder of the repository, as repository paths. */
const walk = (dir: string) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file.split(path.sep).join("/")}`);

// The first lint loads the TypeScript parser: seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => ({ line: message.line, rule: message.ruleId, message: message.message }));
}

/** Which of these imports the lint refuses in a module at this path. */
async function refusedImports(filePath: string, specifiers: string[]): Promise<string[]> {
  const messages = await lint(filePath, specifiers.map((specifier) => `import "${specifier}";`).join("\n"));
  return messages.filter((m) => m.rule === "no-restricted-imports").map((m) => specifiers[m.line - 1]!);
}

describe("app/server/ by layer", () => {
  const everyLayer = [
    "~/server/infra/db.server",
    "~/server/credentials/tokens.server",
    "~/server/domain/users.server",
    "~/server/auth/auth.server",
    "~/server/forms/visitor-forms.server",
    "~/server/startup.server",
  ];
  const screensAndProduct = ["~/routes/admin/layout", "../../components/Icon", "~/content/admin-copy", "~/schemas/login", "~/lib/toast"];
  const frameworks = ["react", "react-router", "@react-router/node", "@conform-to/react", "@conform-to/zod", "kysely"];

  it("lets each folder import only its own and earlier layers, and no server module import screens", async () => {
    expect(await refusedImports("app/server/infra/fake.server.ts", everyLayer)).toEqual(everyLayer.slice(1));
    expect(await refusedImports("app/server/credentials/fake.server.ts", everyLayer)).toEqual(everyLayer.slice(2));
    expect(await refusedImports("app/server/domain/fake.server.ts", everyLayer)).toEqual(everyLayer.slice(3));
    // auth and forms share a layer: neither imports the other.
    expect(await refusedImports("app/server/auth/fake.server.ts", everyLayer)).toEqual(everyLayer.slice(4));
    expect(await refusedImports("app/server/forms/fake.server.ts", everyLayer)).toEqual([everyLayer[3], everyLayer[5]]);
    expect(await refusedImports("app/server/startup.server.ts", everyLayer)).toEqual([]);
    // A relative path is the same import.
    expect(await refusedImports("app/server/domain/fake.server.ts", ["../auth/auth.server", "../../server/forms/x", "../infra/db.server"])).toEqual([
      "../auth/auth.server",
      "../../server/forms/x",
    ]);
    for (const file of ["app/server/domain/fake.server.ts", "app/server/auth/fake.server.ts", "app/server/startup.server.ts"]) {
      expect(await refusedImports(file, screensAndProduct), file).toEqual(screensAndProduct.slice(0, 2));
    }
  });

  it("keeps infra free of the product's copy and schemas (but config's defaults)", async () => {
    expect(await refusedImports("app/server/infra/fake.server.ts", screensAndProduct)).toEqual(screensAndProduct.slice(0, 4));
    expect(await refusedImports("app/server/infra/config.server.ts", ["~/content/business", "~/content/intake", ...screensAndProduct])).toEqual(
      screensAndProduct.slice(0, 4),
    );
    // The cookie session is infra like the rest: the admin's "Deleted" toasts live beside the delete routes.
    expect(await refusedImports("app/server/infra/session.server.ts", screensAndProduct)).toEqual(screensAndProduct.slice(0, 4));
  });

  it("keeps React, React Router and conform out of the domain, the editor's save included", async () => {
    expect(await refusedImports("app/server/domain/fake.server.ts", frameworks)).toEqual(frameworks.slice(0, 5));
    expect(await refusedImports("app/server/domain/post-editor.server.ts", [...frameworks, "~/server/auth/auth.server"])).toEqual([
      ...frameworks.slice(0, 5),
      "~/server/auth/auth.server",
    ]);
    // Elsewhere on the server they have their place (a guard answers with redirect()).
    expect(await refusedImports("app/server/auth/fake.server.ts", frameworks)).toEqual([]);
  });
});

describe("request bodies", () => {
  it("are read only through the guarded reader, never with request.formData() and friends", async () => {
    for (const file of ["app/routes/admin/fake-route.ts", "app/routes/admin/fake-page.tsx", "app/routes/public/fake-page.tsx", "app/server/domain/fake.server.ts"]) {
      const messages = await lint(
        file,
      [
        'import { requireTextForm } from "~/server/infra/request-body.server";',
        "export async function action({ request }: { request: Request }) {",
        "  const a = await request.formData();",
        "  const b = await request.clone().json();",
        "  const c = await request.text();",
        "  const d = await requireTextForm(request);",
        "  return Response.json({ a, b, c, d });",
        "}",
      ].join("\n"),
    );
      expect(messages.filter((m) => m.message.startsWith("Read a request body")).map((m) => m.line), file).toEqual([3, 4, 5]);
    }
  });
});

describe("internal admin paths", () => {
  const code = [
    'import { href, Link, redirect } from "react-router";',
    "export function go(id: number) {",
    '  if (id < 0) throw redirect("/admin");',
    "  return redirect(`/admin/edit/${id}`);",
    "}",
    'export const Back = () => <Link to="/admin/account#two-factor">Back</Link>;',
    'export const ok = [href("/admin"), `${href("/admin")}?status=draft`, href("/admin/edit/:id", { id: "1" }), "/administrators", "/blog"];',
    'export const pattern = "/admin/invite/:token";',
  ].join("\n");
  const refusedLines = async (file: string) =>
    (await lint(file, code)).filter((m) => m.rule === "no-restricted-syntax" && /admin path/.test(m.message)).map((m) => m.line);

  it("are refused as strings or templates everywhere in app/ (href() builds them); route patterns pass", async () => {
    for (const file of [
      "app/routes/admin/fake-page.tsx",
      "app/routes/public/fake-page.tsx",
      "app/components/admin/Thing.tsx",
      "app/components/SiteFooter.tsx",
      "app/server/auth/fake.server.tsx",
      "app/lib/fake.tsx",
      "app/root.tsx",
    ]) {
      expect(await refusedLines(file), file).toEqual([3, 4, 6]);
    }
    // The public pages' script has no React Router, and no admin path either.
    const browser = await lint("app/browser/fake-part.ts", 'export const to = "/admin";\nexport const edit = (id: number) => `/admin/edit/${id}`;');
    expect(browser.filter((m) => m.rule === "no-restricted-syntax").map((m) => m.line)).toEqual([1, 2]);
  });

  it("are declared in app/routes.ts, which the rule leaves alone", async () => {
    expect(await refusedLines("app/routes.ts")).toEqual([]);
  });

  it("leave the rest of the request-body rules in place where both apply", async () => {
    const messages = await lint("app/routes/admin/fake-route.ts", 'export const a = (request: Request) => request.formData();\nexport const b = "/admin/new";');
    expect(messages.filter((m) => m.rule === "no-restricted-syntax").map((m) => m.line)).toEqual([1, 2]);
  });
});

describe("app/browser/", () => {
  it("may not import React, React Router, components, routes or server modules", async () => {
    const messages = await lint(
      "app/browser/fake-part.ts",
      [
        'import { useEffect } from "react";',
        'import { hydrateRoot } from "react-dom/client";',
        'import { Link } from "react-router";',
        'import { MegaMenu } from "~/components/MegaMenu";',
        'import { loader } from "../routes/public/home/route";',
        'import { config } from "~/server/infra/config.server";',
        'import { seam } from "~/lib/browser-seam";',
        "console.log(useEffect, hydrateRoot, Link, MegaMenu, loader, config, seam);",
      ].join("\n"),
    );
    const restricted = messages.filter((message) => message.rule === "no-restricted-imports");
    expect(restricted.map((message) => message.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("names data attributes only through the seam module", async () => {
    const messages = await lint(
      "app/browser/fake-part.ts",
      [
        'export const menus = document.querySelectorAll("details[data-menu]");',
        "export const value = (document.body as HTMLElement).dataset.menu;",
        'export const selector = (name: string) => `[data-refreshed-by="${name}"]`;',
      ].join("\n"),
    );
    expect(messages.filter((message) => message.rule === "no-restricted-syntax").map((message) => message.line)).toEqual([1, 2, 3]);
  });

  it("passes the real script", async () => {
    const results = await eslint.lintFiles([path.join(root, "app/browser")]);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});

describe("public-only components", () => {
  const component = [
    'import { useEffect, useState } from "react";',
    "export function Thing() {",
    "  const [open, setOpen] = useState(false);",
    "  useEffect(() => setOpen(true), []);",
    "  return <button type=\"button\" onClick={() => setOpen(!open)}>Open</button>;",
    "}",
  ].join("\n");

  it("may not use effects, state or event handlers", async () => {
    const messages = await lint("app/components/SiteFooter.tsx", component);
    expect(messages.filter((message) => message.rule === "no-restricted-syntax").map((message) => message.line)).toEqual([3, 4, 5]);
  });

  it("applies to the public route modules too, not to components the admin renders", async () => {
    expect(await lint("app/routes/public/fake-page.tsx", component)).not.toEqual([]);
    expect((await lint("app/components/Toaster.tsx", component)).filter((m) => m.rule === "no-restricted-syntax")).toEqual([]);
    expect((await lint("app/components/admin/Thing.tsx", component)).filter((m) => m.rule === "no-restricted-syntax")).toEqual([]);
  });

  it("render behaviour hooks through seamAttrs, never as bare data-* attributes", async () => {
    const messages = await lint(
      "app/components/Toaster.tsx",
      'export const Card = () => <div data-toast="info" data-testid="card" />;',
    );
    expect(messages.map((message) => message.rule)).toEqual(["no-restricted-syntax"]);
  });

  it("render plain links and forms, not React Router's (decision 0404); the admin keeps them", async () => {
    const code = 'import { Form, Link, NavLink, useLocation } from "react-router";\nexport const all = [Form, Link, NavLink, useLocation];';
    const refused = async (file: string) =>
      (await lint(file, code)).filter((m) => m.rule === "no-restricted-imports").map((m) => /'(\w+)' import/.exec(m.message)?.[1]);
    expect(await refused("app/components/SiteFooter.tsx")).toEqual(["Form", "Link", "NavLink"]);
    expect(await refused("app/routes/public/fake-page.tsx")).toEqual(["Form", "Link", "NavLink"]);
    expect(await refused("app/routes/blog/fake-page.tsx")).toEqual(["Form", "Link", "NavLink"]);
    // Shared with the admin: plain links too (there they load the page); <Form> submits in place there.
    expect(await refused("app/components/Pagination.tsx")).toEqual(["Link", "NavLink"]);
    expect(await refused("app/components/admin/Thing.tsx")).toEqual([]);
    expect(await refused("app/routes/admin/fake-page.tsx")).toEqual([]);
  });

  it("are exactly the components and public routes that the hydrated admin does not import", async () => {
    const candidates = [...walk("app/components"), ...walk("app/routes/public"), ...walk("app/routes/blog")].filter((file) =>
      file.endsWith(".tsx"),
    );
    const hydrated = reachableFrom(await cruise(), ["app/root.tsx", ...walk("app/routes/admin")]);
    const wrong: string[] = [];
    for (const file of candidates) {
      const config = await eslint.calculateConfigForFile(path.join(root, file));
      const options: unknown[] = config.rules?.["no-restricted-syntax"] ?? [];
      const restricted = JSON.stringify(options).includes("on[A-Z]");
      if (restricted === hydrated.has(file)) {
        wrong.push(`${file}: ${hydrated.has(file) ? "the admin renders it, yet it is linted as public-only" : "public-only, yet not linted as such"}`);
      }
    }
    expect(wrong, "fix PUBLIC_ONLY / SHARED_WITH_ADMIN in eslint.config.js").toEqual([]);
  });
});
