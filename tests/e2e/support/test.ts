/**
 * Playwright's `test` and `expect`, with two changes: a worker keeps its
 * browser tab from test to test instead of opening a new one each time, and
 * a request a test sends itself (`page.request`, `request`) is sent again
 * once when the connection it reused was reset, as a browser does (below).
 *
 * Why: on these 2-core machines, Chromium's new tab (a renderer process)
 * costs about 1 s of CPU before the first byte of a page; a navigation in a
 * kept tab costs about 0.15 s. Most tests open one page and check it.
 *
 * Each test still starts as if in a fresh context: no cookies, no local or
 * session storage, an empty HTTP cache, no permissions, no routes, the
 * project's media features, the action and navigation timeouts of its
 * options. A test that changes its tab or context in a way that is not
 * undone here (a clock, an init script, exposed functions, HAR and WebSocket
 * routes, extra headers, a viewport, listeners, a DevTools session, a page's
 * own timeouts) or that fails gets the tab closed after it, and the next test
 * opens a new one: such changes never leak into another test. Routes and
 * media emulation are put back instead (a new tab costs about 1 CPU-second).
 */
import { test as base, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from "@playwright/test";

export { expect } from "@playwright/test";

/** The context options a project's `use` may set (devices[…], javaScriptEnabled, baseURL). */
const CONTEXT_OPTIONS = [
  "baseURL",
  "viewport",
  "screen",
  "userAgent",
  "deviceScaleFactor",
  "isMobile",
  "hasTouch",
  "javaScriptEnabled",
  "locale",
  "timezoneId",
  "colorScheme",
  "reducedMotion",
  "forcedColors",
  "contrast",
  "ignoreHTTPSErrors",
] as const;

/** Methods whose effect outlives the test: calling one retires the tab after it. */
const CONTEXT_CHANGES = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setOffline",
  "setHTTPCredentials",
  "newCDPSession",
  "on",
  "once",
  "addListener",
  "prependListener",
] as const;
const PAGE_CHANGES = [
  "addInitScript",
  "addLocatorHandler",
  "exposeBinding",
  "exposeFunction",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  // It sets the screen to the viewport's size too, which a fresh context does not have.
  "setViewportSize",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "on",
  "once",
  "addListener",
  "prependListener",
] as const;
const CLOCK_CHANGES = ["install", "setFixedTime", "setSystemTime", "pauseAt", "runFor", "fastForward"] as const;

interface KeptTab {
  page: Page;
  /** Set when the running test changed something that cannot be undone. */
  changed: boolean;
}

/**
 * A request sent on a kept-alive connection the server has just closed (after 5 s idle, plus
 * Node's 1 s) fails with ECONNRESET before the server reads it. A browser sends such a request
 * again on a new connection; Playwright's API requests keep idle connections without a limit
 * (Node's agent ignores the server's `Keep-Alive: timeout` without a timeout of its own) and
 * throw, unless asked for a retry: `maxRetries` retries ECONNRESET only. The kept tab's
 * `page.request` keeps its connections across tests, so a test that starts with one met the
 * race (redirects.spec.ts, once in a full run). A test's own `maxRetries` wins.
 */
const RETRIED_METHODS = ["fetch", "get", "head", "post", "put", "patch", "delete"] as const;
const retriesOnReset = new WeakSet<APIRequestContext>();
function retryOnConnectionReset(request: APIRequestContext): APIRequestContext {
  if (retriesOnReset.has(request)) return request;
  retriesOnReset.add(request);
  const record = request as unknown as Record<string, unknown>;
  for (const method of RETRIED_METHODS) {
    const original = record[method] as (url: unknown, options?: object) => Promise<unknown>;
    record[method] = (url: unknown, options: object = {}) => original.call(request, url, { maxRetries: 1, ...options });
  }
  return request;
}

function contextOptions(testInfo: TestInfo): BrowserContextOptions {
  const use = testInfo.project.use as Record<string, unknown>;
  return Object.fromEntries(CONTEXT_OPTIONS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]));
}

/** Wraps `target[method]` so that calling it marks the tab as changed. */
function markOnCall(tab: KeptTab, target: object, methods: readonly string[]) {
  const record = target as Record<string, unknown>;
  for (const method of methods) {
    const original = record[method];
    if (typeof original !== "function") continue;
    record[method] = function (this: unknown, ...args: unknown[]) {
      tab.changed = true;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

async function openTab(browser: Browser, testInfo: TestInfo): Promise<KeptTab> {
  const context: BrowserContext = await browser.newContext(contextOptions(testInfo));
  const page = await context.newPage();
  retryOnConnectionReset(context.request);
  const tab: KeptTab = { page, changed: false };
  markOnCall(tab, context, CONTEXT_CHANGES);
  markOnCall(tab, page, PAGE_CHANGES);
  markOnCall(tab, page.clock, CLOCK_CHANGES);
  return tab;
}

/** Back to a fresh context's state: nothing stored for the site, nothing cached. */
async function resetTab(tab: KeptTab, testInfo: TestInfo) {
  const { page } = tab;
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  // What a test may change and this puts back, before anything else loads in the tab: its routes
  // (page.route, context.route) and media emulation (page.emulateMedia), to what the project's
  // options give a fresh context (Playwright's defaults where a project sets none; null is no override).
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  const use = testInfo.project.use;
  const or = <T,>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  await page.emulateMedia({
    media: null,
    colorScheme: or(use.colorScheme, "light"),
    reducedMotion: or(use.reducedMotion, "no-preference"),
    forcedColors: or(use.forcedColors, "none"),
    contrast: or(use.contrast, "no-preference"),
  });
  const baseURL = use.baseURL;
  if (baseURL) {
    // Storage is per origin (and session storage per tab): cleared from a page of the site, a
    // document without scripts where the tab then waits for the next test. Not about:blank:
    // leaving the site and coming back swaps the renderer process each time (measured: 0.35 s
    // and 0.7 CPU-s per test, half of a short test's cost).
    await page.goto(new URL("/robots.txt", baseURL).href);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  } else {
    await page.goto("about:blank");
  }
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  // The reset's own calls (a DevTools session above) are not the next test's changes.
  tab.changed = false;
}

export const test = base.extend<object, { keptTab: { current?: KeptTab } }>({
  keptTab: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const slot: { current?: KeptTab } = {};
      await provide(slot);
      await slot.current?.page.context().close();
    },
    { scope: "worker" },
  ],

  page: async ({ browser, keptTab, actionTimeout, navigationTimeout }, provide, testInfo) => {
    if (!keptTab.current || keptTab.current.page.isClosed()) keptTab.current = await openTab(browser, testInfo);
    const tab = keptTab.current;
    const context = tab.page.context();
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || actionTimeout || 0);
    await provide(tab.page);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || tab.changed || tab.page.isClosed()) {
      keptTab.current = undefined;
      await context.close().catch(() => {});
      return;
    }
    try {
      await resetTab(tab, testInfo);
    } catch {
      keptTab.current = undefined;
      await context.close().catch(() => {});
    }
  },

  context: async ({ page }, provide) => {
    await provide(page.context());
  },

  request: async ({ request }, provide) => {
    await provide(retryOnConnectionReset(request));
  },
});

/**
 * The journeys that also run without JavaScript in a real browser (the no-js
 * project runs only these: playwright.config.ts, decision 0340). Every other
 * no-JS path is read by tests/http, where a browser adds nothing.
 */
export const NO_JS = { tag: "@no-js" } as const;
