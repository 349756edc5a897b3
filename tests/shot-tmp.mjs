import { chromium } from "@playwright/test";
const base = "http://localhost:3312";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + "/admin/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("correct-horse-battery-staple");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/admin$/, { timeout: 30000 });
  await page.goto(base + "/admin/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Caring for a parent with dementia at home");
  await page.getByLabel("Meta description").fill("Practical steps for families: routines, safety at home, and when to ask for help from a nurse.");
  await page.getByLabel("Published").check();
  await page.getByLabel("Publish at (Toronto time)").fill("2026-12-24T09:30");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-new-${width}.png`, fullPage: true });
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await page.screenshot({ path: `/tmp/shot-dash-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
