/**
 * Every action the audit page offers as a filter is one the product records
 * somewhere (a string literal in an audit(...) / recordAudit(...) call, or a
 * ternary choosing it), so the filter never lists an event that cannot happen.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { AUDIT_ACTIONS } from "~/lib/audit-actions";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && full !== path.join("app", "lib", "audit-actions.ts") ? [full] : [];
  });
}

test("every audit action is recorded by some route or module", () => {
  const code = sources("app")
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");
  const neverRecorded = Object.keys(AUDIT_ACTIONS).filter((action) => !code.includes(`"${action}"`));
  expect(neverRecorded).toEqual([]);
});
