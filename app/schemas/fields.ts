/**
 * Building blocks of the visitor forms' schemas (contact, review, job,
 * newsletter, /api/send-email): trimmed text with a maximum length, an email
 * address, and the names of the hidden fields every public form carries.
 * Shared by the server (authority) and the form components (names, limits).
 */
import { z } from "zod";

import { EMAIL_MAX } from "./form-rules";

/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]+/g;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;
/* eslint-enable no-control-regex */

function typeError(requiredMessage: string, notText: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? requiredMessage : notText);
}

interface TextOptions {
  /** Used in messages: "Name", "Message". */
  label: string;
  max: number;
  /** Keeps line breaks (text areas); single-line text turns them into spaces. */
  multiline?: boolean;
  /** Message when blank after trimming. */
  required?: string;
  /** The other messages in the form's language (French forms, decision 0801); English from `label` otherwise. */
  tooLong?: string;
  notText?: string;
}

function cleaned({ label, max, multiline, required, tooLong, notText }: TextOptions) {
  const requiredMessage = required ?? `Please enter your ${label.toLowerCase()}.`;
  return z
    .string({ error: typeError(requiredMessage, notText ?? `${label} must be text.`) })
    .transform((value) =>
      multiline
        ? value.replace(CONTROL_MULTI_LINE, "").replace(/\r\n?/g, "\n").trim()
        : value.replace(CONTROL_SINGLE_LINE, " ").trim(),
    )
    .pipe(
      z
        .string()
        .max(max, tooLong ?? `Please keep the ${label.toLowerCase()} under ${max.toLocaleString("en-CA")} characters.`),
    );
}

/** Required text: non-blank after trimming. */
export function requiredText(options: TextOptions) {
  const requiredMessage = options.required ?? `Please enter your ${options.label.toLowerCase()}.`;
  return cleaned(options).pipe(z.string().min(1, requiredMessage));
}

/** Optional text: missing, null or blank become undefined. */
export function optionalText(options: Omit<TextOptions, "required">) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    cleaned({ ...options, required: "" }),
  ).transform((value) => (value === "" ? undefined : value));
}

/** An email address's messages, in the form's language. */
export interface EmailWords {
  required: string;
  tooLong: string;
  invalid: string;
  notText: string;
}

const ENGLISH_EMAIL_WORDS: EmailWords = {
  required: "Please enter your email address.",
  tooLong: `Please keep the email address under ${EMAIL_MAX} characters.`,
  invalid: "Please enter a valid email address, like name@example.com.",
  notText: "Email must be text.",
};

export function emailAddress(words: EmailWords = ENGLISH_EMAIL_WORDS) {
  return z
    .string({ error: typeError(words.required, words.notText) })
    .trim()
    .min(1, words.required)
    .max(EMAIL_MAX, words.tooLong)
    .pipe(z.email({ error: words.invalid }));
}

/* eslint-disable no-control-regex */
/** Control characters (C0, DEL, C1) and U+FFFD, the mark of a broken encoding: no keyboard types them. */
const UNTYPEABLE_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\ufffd]/;
/** The same, but tabs and line breaks are text in a text area. */
const UNTYPEABLE_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;
/* eslint-enable no-control-regex */

/**
 * What staff type into the admin forms is refused, with a message next to
 * the field, when it holds characters nobody types (NUL, escape codes, the
 * replacement character of a broken encoding): they would be stored and
 * shown to visitors. (Visitor fields are cleaned instead: see `cleaned`.)
 */
export function typeable(label: string, options: { multiline?: boolean } = {}) {
  const pattern = options.multiline ? UNTYPEABLE_MULTI_LINE : UNTYPEABLE_SINGLE_LINE;
  return [
    (value: string) => !pattern.test(value),
    `${label} contains characters that cannot be typed (control characters). Please retype it.`,
  ] as const;
}

/** True when a field is missing or blank (the product's "required" rules); a wrong type is not "missing". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
