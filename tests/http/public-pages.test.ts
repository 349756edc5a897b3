/**
 * The list of public addresses (app/public-pages.ts) against the route table
 * and the site: it names every public route that needs no database row, each
 * of its addresses answers, and the sitemap lists its pages as it always has.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { footerLegalLinks, footerQuickLinks, mainNavigation } from "~/content/navigation";
import { PUBLIC_ADDRESSES } from "~/public-pages";
import { isNonPagePath } from "~/server/infra/request-path.server";
import { appRoutes } from "../integration/app-routes";
import { visitorOfSeededSite } from "./support/sites";
import type { Visitor } from "./support/visitor";

let visitor: Visitor;
beforeAll(async () => {
  visitor = await visitorOfSeededSite();
});

describe("app/public-pages.ts", () => {
  test("names every public route of app/routes.ts at a fixed address, and only routes that exist", async () => {
    const routes = (await appRoutes()).filter((route) => route.path !== undefined || route.index).map((route) => `/${route.fullPath}`.replace(/(.)\/$/, "$1"));
    const fixed = routes.filter((route) => !/[:*]/.test(route) && !isNonPagePath(route));
    const listed = PUBLIC_ADDRESSES.map(({ route }) => route);
    expect(listed.filter((route) => !route.includes(":")).sort()).toEqual(fixed.sort());
    expect(listed.filter((route) => !routes.includes(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test("the header's and footer's links are its pages (their type, PageLink, holds them to the route table)", () => {
    const pages = new Set(PUBLIC_ADDRESSES.filter(({ kind, needsToken }) => kind === "page" && !needsToken).flatMap(({ paths }) => paths));
    const linked = [...mainNavigation, ...footerQuickLinks, ...footerLegalLinks].map((link) => link.href.split("#")[0]!);
    expect(linked.filter((path) => !pages.has(path))).toEqual([]);
  });

  test("each address answers: the pages as HTML, the feeds and files with their own type", async () => {
    for (const { paths, kind, needsToken } of PUBLIC_ADDRESSES) {
      for (const path of paths) {
        const response = await visitor.fetch(path);
        expect(response.status, path).toBe(needsToken ? 404 : 200);
        expect(response.headers.get("content-type")?.startsWith("text/html"), path).toBe(kind === "page");
        await response.body?.cancel();
      }
    }
  });

  test("the sitemap lists its pages in the order, with the hints, it always has", async () => {
    const xml = await (await visitor.fetch("/sitemap.xml")).text();
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?<changefreq>(\w+)<\/changefreq><priority>([\d.]+)<\/priority>/g)]
      .map(([, loc, frequency, priority]) => `${new URL(loc!).pathname.replace(/^\/(services|location)\/.+/, "/$1/…")} ${frequency} ${priority}`)
      .filter((entry) => !/^\/((careers|blog)\/\S|fr\b)/.test(entry));
    const runs: string[] = [];
    for (const entry of listed) {
      const last = runs.at(-1);
      if (last?.startsWith(`${entry} ×`)) runs[runs.length - 1] = `${entry} ×${Number(last.split("×")[1]) + 1}`;
      else runs.push(`${entry} ×1`);
    }
    expect(runs).toEqual([
      "/ weekly 1.0 ×1",
      "/sinaicare monthly 0.9 ×1",
      "/services/… monthly 0.8 ×5",
      "/locations monthly 0.7 ×1",
      "/location/… monthly 0.7 ×18",
      "/contact yearly 0.8 ×1",
      "/careers weekly 0.7 ×1",
      "/job monthly 0.5 ×1",
      "/testimonials weekly 0.5 ×1",
      "/blog weekly 0.6 ×1",
      "/resources monthly 0.3 ×1",
      "/privacy yearly 0.2 ×1",
      "/accessibility yearly 0.2 ×1",
      "/accessibility/plan yearly 0.2 ×1",
      "/accessibility/policies yearly 0.2 ×1",
      "/request-care yearly 0.9 ×1",
      "/paying-for-care yearly 0.6 ×1",
      "/refer yearly 0.6 ×1",
      "/client-rights yearly 0.4 ×1",
      "/complaints yearly 0.3 ×1",
    ]);
  });
});
