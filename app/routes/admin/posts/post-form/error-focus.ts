import type { SubmissionResult } from "@conform-to/react";
import { type RefObject, useEffect } from "react";
import type { FormAlertMessage } from "~/components/forms/FormAlert";
import { seam } from "~/lib/browser-seam";

/** The fields in page order: the first one with an error gets focus. */
const FIELD_ORDER = [
  "title",
  "content",
  "language",
  "excerpt",
  "author",
  "author_role",
  "category",
  "tags",
  "image",
  "image_alt",
  "publish_at",
  "meta_title",
  "meta_description",
  "social_image",
  "social_image_alt",
  "canonical_url",
] as const;

export type PostFieldName = (typeof FIELD_ORDER)[number];

/** A field's autoFocus: true for the first field with an error. */
export type FocusFirst = (name: PostFieldName) => true | undefined;

/**
 * After a failed attempt focus goes to the first field with an error (the
 * page alert when none has one): `autoFocus` in the page sent without
 * JavaScript, conform (or the effect here) with it.
 */
export function useErrorFocus({
  formRef,
  errors,
  alert,
  lastResult,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  errors: Record<string, string[] | undefined>;
  alert: FormAlertMessage | null | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}): { firstInvalid: PostFieldName | undefined; focusFirst: FocusFirst } {
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]?.length);

  // A form-level failure without a field to fix (JavaScript): focus on the alert. conform focuses a field with an error.
  useEffect(() => {
    if (alert && !Object.entries(lastResult?.error ?? {}).some(([name, messages]) => name && messages?.length)) {
      formRef.current?.querySelector<HTMLElement>(`${seam.formAlert.selector}:not([hidden])`)?.focus();
    }
  }, [alert, lastResult, formRef]);

  return { firstInvalid, focusFirst: (name) => firstInvalid === name || undefined };
}
