import { resourcesCopy as french } from "~/content/fr/resources";
import { type ResourcesCopy, resourcesCopy as english } from "~/content/resources";
import { useLocale } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

const COPY: Record<Locale, ResourcesCopy> = { en: english, fr: french };

/** The resources page's words in the page's language. */
export const useResourcesCopy = (): ResourcesCopy => COPY[useLocale()];
