// The route-pattern matcher the server and browser use (app/lib/route-matching.ts) picks the
// route React Router's default matcher picks, for an address of every route in app/routes.ts
// and for addresses written the odd ways visitors and crawlers write them.
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { preloadRouteMatcher } from "~/lib/route-matching";
import routeConfig from "~/routes";

type AgnosticDataRouteObject = Parameters<typeof createStaticHandler>[0][number];

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };

function routeObjects(entries: ConfigEntry[]): AgnosticDataRouteObject[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
    path: entry.path,
    ...(entry.index ? { index: true as const } : { children: routeObjects(entry.children ?? []) }),
  })) as AgnosticDataRouteObject[];
}

function paths(entries: ConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path || entry.index ? [own || "/"] : []), ...paths(entry.children ?? [], own)];
  });
}

const routes = [{ id: "root", path: "", children: routeObjects(routeConfig as ConfigEntry[]) }] as AgnosticDataRouteObject[];
const declared = paths(routeConfig as ConfigEntry[]);
/** Each route's address with its parameters and splat filled in, and variants of it. */
const addresses = declared.flatMap((pattern) => {
  const address = pattern.replace(/:\w+/g, "x-1").replace(/\*$/, "some/missing/page");
  return [address, `${address}/`, address.toUpperCase(), `${address}?q=1`, `${address}/extra`].filter((variant) => !variant.includes("//"));
});
// Repeated slashes never reach the router: the server moves them to one (singleSlashTarget).
const odd = ["/", "/fr/", "/FR/Blogue/x", "/location/%70eel-region", "/blog/caf%C3%A9", "/careers/a%2Fb", "/admin/", "/admin/edit/1/history/2/", "/sitemap.xml/", "/robots.txt.bak", "/.well-known/x", "/fr/blogue/rss.xml", "/blog/rss.xml/x"];

async function matchedIds(handler: ReturnType<typeof createStaticHandler>, address: string): Promise<string[] | number> {
  const context = (await handler.query(new Request(`http://localhost${address}`))) as StaticHandlerContext | Response;
  if (context instanceof Response) return context.status;
  return context.matches.map((match) => match.route.id);
}

describe("route matching", () => {
  preloadRouteMatcher();
  const byDefault = createStaticHandler(routes);
  const byPattern = createStaticHandler(routes, { future: { unstable_routePatternMatching: true } as never });

  it("names every route in app/routes.ts", () => {
    expect(declared.length).toBeGreaterThan(140);
    expect(declared).toContain("/admin/applications/:id/resume");
  });

  it("matches every address as React Router's default matcher does", async () => {
    const differences: string[] = [];
    for (const address of [...addresses, ...odd]) {
      const expected = await matchedIds(byDefault, address);
      const actual = await matchedIds(byPattern, address);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${address}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
    }
    expect(differences).toEqual([]);
  });
});
