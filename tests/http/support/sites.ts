/**
 * Where the HTTP tests send their requests:
 * - `appSite()`: React Router's request handler over the app's routes, in the
 *   test's process and database (tests/integration/app-routes.ts). Fast; what
 *   the pages and their actions answer.
 * - `builtServer()`: the production build started as `npm start` does, with
 *   its own database seeded at start-up: everything server/app.ts adds
 *   (security headers, compression, static files, redirects, the page cache,
 *   the cross-site guard). Needs `npm run build` (BUILD_DIR).
 */
import { afterAll } from "vitest";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import { requestHandler } from "../../integration/app-routes";
import { ORIGIN } from "../../integration/helpers";
import { startServer, waitForListening } from "../../integration/server-process-helpers";
import { freePort } from "../../support/test-mail";
import { Visitor, type Site } from "./visitor";

export async function appSite(): Promise<Site> {
  return { origin: ORIGIN, send: await requestHandler() };
}

/** A visitor of `appSite()` over the content a fresh install starts with (demo posts, reviews, job postings). */
export async function visitorOfSeededSite(): Promise<Visitor> {
  await seedDemoContent();
  await seedJobPostings();
  return new Visitor(await appSite());
}

export const BUILT_SERVER_OWNER = { email: "owner@example.com", password: "correct-horse-battery-staple" };

/** The built server, stopped after the file's tests. */
export async function builtServer(env: Record<string, string> = {}): Promise<Site & { databaseUrl: string }> {
  const port = await freePort();
  // The address visitors use, as in production: links, canonical URLs and the cross-site guard name it.
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    NODE_ENV: "production",
    PORT: String(port),
    SESSION_SECRET: "http-tests-session-secret-0123456789",
    SITE_URL: origin,
    ADMIN_EMAIL: BUILT_SERVER_OWNER.email,
    ADMIN_PASSWORD: BUILT_SERVER_OWNER.password,
    RATE_LIMIT: "off",
    ...env,
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });
  await waitForListening(server);
  return { origin, databaseUrl: server.databaseUrl, send: (request) => fetch(request) };
}

/** A new visitor (no cookies) of `site`. */
export const visitorOf = (site: Site) => new Visitor(site);
