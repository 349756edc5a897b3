// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else
// /usr/bin/chromium, installing Debian's package when missing and root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${wanted}, which does not exist.`);
  }
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync(wanted)) return wanted;
  }
  throw new Error(
    "The browser tests need Chromium at /usr/bin/chromium. Install it with\n" +
      "  sudo apt-get install chromium\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
