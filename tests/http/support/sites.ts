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
import path from "node:path";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { seedDemoContent } from "~/server/domain/seed.server";
import type { StaffRole } from "~/lib/staff-roles";
import { signedInCookie } from "../../integration/admin-helpers";
import { requestHandler } from "../../integration/app-routes";
import { ORIGIN } from "../../integration/helpers";
import { startServer, tmpRoot, waitForListening } from "../../integration/server-process-helpers";
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

export interface BuiltServer extends Site {
  databaseUrl: string;
  /** What the server has printed (its log). */
  output(): string;
  /**
   * Stops the server (as a deployment does) and starts it again on the same address, database and
   * files; `whileDown` runs in between.
   */
  restart(whileDown?: () => void): Promise<void>;
  /** Stops it for good: the file's afterAll (a hook registered inside beforeAll never runs). */
  stop(): Promise<void>;
}

/** The built server, stopped after the file's tests. */
export async function builtServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = await freePort();
  // The address visitors use, as in production: links, canonical URLs and the cross-site guard name it.
  const origin = `http://127.0.0.1:${port}`;
  const settings = {
    NODE_ENV: "production",
    PORT: String(port),
    SESSION_SECRET: "http-tests-session-secret-0123456789",
    SITE_URL: origin,
    ADMIN_EMAIL: BUILT_SERVER_OWNER.email,
    ADMIN_PASSWORD: BUILT_SERVER_OWNER.password,
    RATE_LIMIT: "off",
    STORAGE_DIR: path.join(tmpRoot, `storage-${port}`),
    ...env,
  };
  let server = startServer(settings);
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  };
  await waitForListening(server);
  const { databaseUrl } = server;
  const restart = async (whileDown?: () => void) => {
    await stop();
    whileDown?.();
    server = startServer({ ...settings, DATABASE_URL: databaseUrl });
    await waitForListening(server);
  };
  return { origin, databaseUrl, restart, stop, output: () => server.output(), send: (request) => fetch(request) };
}

/** A new visitor (no cookies) of `site`. */
export const visitorOf = (site: Site) => new Visitor(site);

/** A visitor of `site` signed in as a staff member by a session the product's own function opens (decision 0358). */
export async function staffVisitor(site: Site, email: string, role: StaffRole): Promise<Visitor> {
  const visitor = new Visitor(site);
  const [name, value] = (await signedInCookie(email, role)).split(/=(.*)/s);
  visitor.setCookie(name!, value!);
  return visitor;
}
