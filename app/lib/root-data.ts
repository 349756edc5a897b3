/**
 * What the root loader (app/root.tsx) gives every page, read through typed
 * hooks. Components use these instead of importing the root route module, so
 * nothing under app/components reaches up into a route. Each hook throws when
 * the root data is missing: that only happens inside the root's own error
 * boundary, which never renders these components.
 */
import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import type { LANGUAGE_TAG, Locale } from "~/lib/locale";
import type { Toast } from "~/lib/toast";
import type { Config } from "~/server/infra/config.server";

export type RootData = Pick<Config, "business" | "intakeUrls" | "siteUrl" | "analytics"> & {
  /** The flash toast a redirect left in the session, shown once. */
  toast: Toast | null;
  /** The page's address carries a secret (a token, a signature): no third-party script, no referrer. */
  secretAddress: boolean;
  /** The edition the address is in (decision 0801). */
  locale: Locale;
  /** Its tag for `<html lang>`. */
  lang: (typeof LANGUAGE_TAG)[Locale];
  /** The same page in the other language, when it has one (the switcher and hreflang). */
  twin: LanguageTwin | null;
};

/** The other edition's address of this page; `untranslated`: none exists, so the link leads to that edition's nearest page, which says so. */
export interface LanguageTwin {
  locale: Locale;
  path: string;
  untranslated?: true;
}

/**
 * The root data, or undefined when the root loader failed (the document frame
 * only) or outside the app's router (a component rendered on its own: English).
 */
export function useOptionalRootData(): RootData | undefined {
  // What useRouteLoaderData("root") reads, without its throw outside a data router.
  return useContext(UNSAFE_DataRouterDataContext)?.loaderData.root as RootData | undefined;
}

function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("The root loader's data is missing: render this inside the app's routes.");
  return data;
}

/** A page whose twin the twins table cannot know (a post: its translation is in the database) names it in its loader data. */
export interface PageLanguageTwin {
  languageTwin: LanguageTwin | null;
}

/** The business identity (name, phones, email, address, hours, links). */
export const useBusiness = () => useRootData().business;

/** The canonical origin, for absolute links and structured data. */
export const useSiteUrl = () => useRootData().siteUrl;

/** Intake form URLs by region or service slug. */
export const useIntakeUrls = () => useRootData().intakeUrls;
