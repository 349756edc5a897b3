/**
 * The staff password policy: length, the common-password list (its size,
 * its source), the email rule, and the shared schemas.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import {
  COMMON_PASSWORD_COUNT,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  passwordProblem,
  selectCommonPasswords,
} from "~/lib/password-policy";
import { acceptInvitationSchema, changePasswordSchema, resetPasswordSchema, withPasswordPolicy } from "~/schemas/password";
import { COMMON_PASSWORD_SOURCE, commonPasswords, isCommonPassword } from "~/server/credentials/common-passwords.server";

const rules = (email = "pat@example.com") => ({ email, isCommon: isCommonPassword });

describe("the common-password list", () => {
  test("holds at least 3,000 passwords, every one of them long enough for the length rule", () => {
    const list = [...commonPasswords()];
    expect(list.length).toBe(COMMON_PASSWORD_COUNT);
    expect(list.length).toBeGreaterThanOrEqual(3000);
    // One assertion over the list (not two per password): the refused ones are named, and 3,000 x 2 expect calls took over 5 s on a loaded machine.
    expect(list.filter((password) => password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)).toEqual([]);
  });

  test("is the most frequent 12+ character passwords of the pinned source, in its order", () => {
    const require = createRequire(import.meta.url);
    const source = fs.readFileSync(require.resolve(COMMON_PASSWORD_SOURCE), "utf8").split(/\r?\n/);
    expect(source.length).toBeGreaterThan(999_000);
    const list = [...commonPasswords()];
    // The first long one in the source is first in the list; the last one taken is 10,000th.
    const firstLong = source.find((line) => line.length >= PASSWORD_MIN)!;
    expect(list[0]).toBe(firstLong.toLowerCase());
    expect(source.map((line) => line.toLowerCase()).indexOf(list.at(-1)!)).toBeGreaterThan(source.indexOf(firstLong));
  });

  test("a list cut from the top 10,000 would have been far too short (why the top million is used)", () => {
    const require = createRequire(import.meta.url);
    const source = fs.readFileSync(require.resolve(COMMON_PASSWORD_SOURCE), "utf8");
    const top10k = source.split(/\r?\n/).slice(0, 10_000).join("\n");
    expect(selectCommonPasswords(top10k, Infinity).length).toBeLessThan(3000);
  });

  test("each line counted as a person sees it, after normalisation, whatever its line ending", () => {
    // Short ASCII lines are skipped before normalising; a short line that normalises to 12 or more
    // characters (U+FDFA is 18) is kept, 12 emoji are 12 characters, and a CR before the newline is no character.
    const source = ["short", "ﷺ", "🦊".repeat(6), "🦊".repeat(12), "Twelve-chars\r", "twelve-chars", "x".repeat(PASSWORD_MAX + 1)].join("\n");
    expect(selectCommonPasswords(source, Infinity)).toEqual(["ﷺ".normalize("NFKC"), "🦊".repeat(12), "twelve-chars"]);
    expect(selectCommonPasswords(source, 2)).toEqual(["ﷺ".normalize("NFKC"), "🦊".repeat(12)]);
    // A CR with no newline after it (the end of the text) is part of the line, as with a split on /\r?\n/.
    expect(selectCommonPasswords("short\neleven-char\r", Infinity)).toEqual(["eleven-char\r"]);
  });

  test("refuses qwerty123456 and 1q2w3e4r5t6y, whatever their case", () => {
    for (const password of ["qwerty123456", "1q2w3e4r5t6y", "QWERTY123456", "1Q2W3E4R5T6Y"]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(passwordProblem(password, rules()), password).toBe(PASSWORD_MESSAGES.common);
    }
  });

  test("lets an uncommon passphrase through", () => {
    expect(isCommonPassword("violet kettle harbour 42")).toBe(false);
    expect(passwordProblem("violet kettle harbour 42", rules())).toBeNull();
  });
});

describe("the rules", () => {
  test("at least 12 characters, counted as a person sees them", () => {
    expect(passwordProblem("", rules())).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem("short pass1", rules())).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("unusual-ok-1", rules())).toBeNull();
    // 11 emoji are 22 UTF-16 units, but 11 characters.
    expect(passwordProblem("🦊".repeat(11), rules())).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("🦊".repeat(12), rules())).toBeNull();
  });

  test(`at most ${PASSWORD_MAX} characters`, () => {
    expect(passwordProblem("x".repeat(PASSWORD_MAX) + "!", rules())).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem("q7-".repeat(42) + "ab", rules())).toBeNull();
  });

  test("not the account's own email", () => {
    expect(passwordProblem("Pat.Long@Example.com", rules("pat.long@example.com"))).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem("pat.long@example.com", rules("someone.else@example.com"))).toBeNull();
  });
});

describe("the schemas", () => {
  test("the browser's share checks the length and the confirmation, not the list", () => {
    const weak = resetPasswordSchema.safeParse({ password: "qwerty123456", confirm: "qwerty123456" });
    expect(weak.success).toBe(true);
    const short = resetPasswordSchema.safeParse({ password: "short", confirm: "short" });
    expect(short.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["password", PASSWORD_MESSAGES.tooShort]]);
    const mismatch = acceptInvitationSchema.safeParse({ name: "Pat", password: "violet kettle harbour", confirm: "violet kettle harbor" });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["confirm", PASSWORD_MESSAGES.mismatch]]);
  });

  test("the server's share adds the list and the email, next to the new password", () => {
    const schema = withPasswordPolicy(changePasswordSchema, rules());
    const weak = schema.safeParse({ intent: "change-password", current: "x", password: "1q2w3e4r5t6y", confirm: "1q2w3e4r5t6y" });
    expect(weak.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["password", PASSWORD_MESSAGES.common]]);
    const good = schema.safeParse({ intent: "change-password", current: "x", password: "violet kettle harbour", confirm: "violet kettle harbour" });
    expect(good.success).toBe(true);
  });
});
