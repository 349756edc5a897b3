import { href } from "react-router";
import { TrustPage } from "~/components/TrustPage";
import { useLocale } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/route";
import { EnglishStatement } from "./EnglishStatement";
import { FrenchStatement } from "./FrenchStatement";

export const headers = passOnHeaders;

const COPY: Record<Locale, { title: string; description: string; lead: string }> = {
  en: {
    title: "Accessibility Statement",
    description:
      "Sinai Home Care's commitment to accessibility under Ontario's AODA and WCAG 2.1 AA, and how to give feedback or ask for an accessible format.",
    lead: "Caring for people with different abilities is our work every day, and our website should welcome everyone too.",
  },
  fr: {
    title: "Déclaration d'accessibilité",
    description:
      "L'engagement de Sinai Home Care envers l'accessibilité, selon la LAPHO de l'Ontario et les WCAG 2.1 AA, et comment nous faire part de vos commentaires ou demander un format accessible.",
    lead: "Prendre soin de personnes aux capacités différentes, c'est notre travail de tous les jours; notre site Web doit lui aussi accueillir tout le monde.",
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({ ...COPY[locale], path: inEdition(locale, href("/accessibility")), siteUrl: siteUrlFrom(matches) });
};

/** The accessibility statement (a trust page), in the address's language. */
export default function Accessibility() {
  const locale = useLocale();
  const { title, lead } = COPY[locale];
  return <TrustPage title={title} lead={lead}>{locale === "fr" ? <FrenchStatement /> : <EnglishStatement />}</TrustPage>;
}
