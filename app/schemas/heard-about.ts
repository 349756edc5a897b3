/**
 * "How did you hear about us?" (decision 0901): optional, on the care
 * request and job forms, in the form's language. A choice of
 * app/lib/enquiry-sources.ts's list and an optional few words.
 */
import { z } from "zod";
import { HEARD_ABOUT_OTHER_MAX, HEARD_ABOUT_VALUES } from "~/lib/enquiry-sources";
import { translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { optionalText } from "./fields";
import { notText } from "./form-words";

/** The question's two fields, to add to a form's object schema. */
export function heardAboutShape(locale: Locale) {
  const t = translator(locale);
  const label = t("source.heardAboutOther");
  return {
    heardAbout: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.enum(HEARD_ABOUT_VALUES, { error: t("source.heardAboutInvalid") }).optional(),
    ),
    heardAboutOther: optionalText({ label, max: HEARD_ABOUT_OTHER_MAX, tooLong: t("source.heardAboutOtherTooLong", { max: HEARD_ABOUT_OTHER_MAX }), notText: notText(locale, label) }),
  };
}
