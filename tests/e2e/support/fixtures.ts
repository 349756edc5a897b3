import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, test, type Page, type TestInfo } from "@playwright/test";

/** True in the project that runs with JavaScript disabled. */
export function jsDisabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled === false;
}

/** Axe (WCAG 2.1 A/AA rules): fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Axe runs as a script inside the page, so it needs JavaScript; the server
  // HTML it checks is the same in both projects.
  if (test.info().project.use.javaScriptEnabled === false) return;
  // Legacy mode: axe.run in the page itself. The default (runPartial) opens a blank tab to
  // finish each run, about 1.3 s and as much CPU per call here (measured: 2.3 s and 3 CPU-s
  // against 1 s and 1.2); it exists for cross-origin frames, which no page of ours has.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
  ).toEqual([]);
}

/**
 * A screenshot to look at, kept in the test's output folder when E2E_SCREENSHOTS=1
 * (docs/testing.md): encoding them costs every run CPU that no assertion uses.
 */
export async function lookAt(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = { fullPage: true }) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: testInfo.outputPath(name), ...options });
}

/** Each page has exactly one h1. */
export async function expectSingleH1(page: Page) {
  await expect(page.locator("h1")).toHaveCount(1);
}

/**
 * The post editor in its Markdown mode (the textarea, as without JavaScript),
 * remembered as a person's choice: for specs about saving, history and
 * publishing rather than the visual editor (tests/e2e/visual-editor.spec.ts).
 */
export async function preferMarkdownEditor(context: BrowserContext) {
  const [page] = context.pages();
  if (!page) {
    await context.addInitScript(() => window.localStorage.setItem("post-editor-mode", "markdown"));
    return;
  }
  // A tab already open (the kept tab of ./test.ts): stored once, as the editor stores a choice;
  // the kept tab clears the site's storage after the test (an init script would retire the tab).
  await page.goto("/robots.txt");
  await page.evaluate(() => window.localStorage.setItem("post-editor-mode", "markdown"));
}
