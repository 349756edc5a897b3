// Finds the Chromium the browser tests drive (decision 0356): CHROMIUM_PATH, else
// Debian's headless shell (/usr/bin/chromium-headless-shell, the same Chromium
// without the desktop browser around it: a third less CPU for the same tests),
// else /usr/bin/chromium. When root with apt-get, a missing headless shell is
// installed first; if that fails (no network), the full browser does.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = "/usr/bin/chromium";

let listsUpdated = false;

/** apt-get install as root, within 3 minutes (an offline machine fails instead of hanging). */
function aptInstall(debianPackage) {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`Installing Debian's ${debianPackage} package for the browser tests (apt-get)...`);
  try {
    const update = listsUpdated ? "" : "apt-get update -qq && ";
    listsUpdated = true;
    execSync(`${update}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: "inherit", timeout: 180_000 });
    return true;
  } catch {
    console.log(`Could not install ${debianPackage}.`);
    return false;
  }
}

/** The Chromium already there, installing nothing: what `npx playwright test` uses on its own. */
export function installedChromium() {
  return process.env.CHROMIUM_PATH || ([HEADLESS_SHELL, FULL_BROWSER].find((candidate) => existsSync(candidate)) ?? FULL_BROWSER);
}

export function ensureChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (existsSync(chosen)) return chosen;
    throw new Error(`CHROMIUM_PATH is set to ${chosen}, which does not exist.`);
  }
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (aptInstall("chromium-headless-shell") && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync(FULL_BROWSER)) {
    console.log(`Using ${FULL_BROWSER}: installing chromium-headless-shell makes the browser tests about a third cheaper.`);
    return FULL_BROWSER;
  }
  if (aptInstall("chromium") && existsSync(FULL_BROWSER)) return FULL_BROWSER;
  throw new Error(
    "The browser tests need Chromium: /usr/bin/chromium-headless-shell or /usr/bin/chromium. Install one with\n" +
      "  sudo apt-get install chromium-headless-shell\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
