import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + "/admin/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("correct-horse-battery-staple");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  for (const path of (process.argv[3] ?? "/admin/account,/admin/audit").split(",")) {
    await page.goto(base + path);
    await page.screenshot({ path: `/tmp/shot-${path.replace(/\W+/g, "_")}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
