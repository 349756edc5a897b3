/**
 * The staff password rules (ASVS 2.1), pure so the browser and the server
 * share them:
 * - at least 12 characters, at most 128 (a passphrase fits; a megabyte does not);
 * - not one of the most common passwords of that length (the list lives on
 *   the server only: app/server/credentials/common-passwords.server.ts; the browser
 *   checks the length, the server everything);
 * - not the account's own email address.
 * No composition rules (digits, symbols): length and the common list do more.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/**
 * The most characters a password field that checks a password (sign-in, the
 * current password, a proof) takes: more than any password set here, and a
 * cap on what is hashed to compare.
 */
export const TYPED_PASSWORD_MAX = 1024;

export const PASSWORD_MESSAGES = {
  required: "Enter a new password.",
  tooShort: `Use at least ${PASSWORD_MIN} characters. A few unrelated words make a good one.`,
  tooLong: `Use at most ${PASSWORD_MAX} characters.`,
  common: "This password is one of the most common ones, so it is easy to guess. Choose another.",
  email: "Do not use your email address as your password.",
  confirmRequired: "Enter the new password again.",
  mismatch: "The two passwords are not the same.",
} as const;

/** Counted as a person sees it: "é" is one character, an emoji too. */
export function passwordLength(password: string): number {
  return [...password.normalize("NFKC")].length;
}

/** How the common list and a typed password are compared: case and Unicode forms ignored. */
export function normalisedForList(password: string): string {
  return password.normalize("NFKC").toLowerCase();
}

/** The length rule alone (what the browser can check). */
export function passwordLengthProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/**
 * Every rule: the message to show next to the field, or null when the
 * password is acceptable. `isCommon` is the server's list lookup.
 */
export function passwordProblem(password: string, options: { email?: string; isCommon: (password: string) => boolean }): string | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  const normalised = normalisedForList(password);
  if (options.email && normalised.trim() === normalisedForList(options.email).trim()) return PASSWORD_MESSAGES.email;
  if (options.isCommon(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/** Nothing beyond ASCII (a control character is ASCII too). */
const ASCII = /^[^\u0080-\uffff]*$/;

/** How many of the most common passwords that pass the length rule are refused (ASVS asks for 3,000 at least). */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The first `count` distinct passwords of a frequency-ordered list (most
 * frequent first) that satisfy the length rule, normalised for the lookup.
 * The server builds its list this way (app/server/credentials/common-passwords.server.ts).
 */
export function selectCommonPasswords(sourceText: string, count = COMMON_PASSWORD_COUNT): string[] {
  const chosen = new Set<string>();
  // Read at every start of the server: a plain split and, for the short ASCII lines that are
  // most of the list (normalisation leaves ASCII as it is, one character per code unit), a
  // length check before any other work (0.75 s of CPU before, 0.35 s after with the read).
  const lines = sourceText.split("\n");
  for (let index = 0; index < lines.length; index++) {
    // A CR belongs to the line ending only when a newline follows it.
    const raw = lines[index]!;
    const line = index < lines.length - 1 && raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.length < PASSWORD_MIN && ASCII.test(line)) continue;
    const password = normalisedForList(line);
    const length = passwordLength(password);
    if (length < PASSWORD_MIN || length > PASSWORD_MAX) continue;
    chosen.add(password);
    if (chosen.size >= count) break;
  }
  return [...chosen];
}
