import { href } from "react-router";
import { TrustPage } from "~/components/TrustPage";
import { useLocale } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import { accessibilityForm } from "~/server/forms/accessibility-form.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import type { Route } from "./+types/route";
import { AccessAlternatives, AccessRequestForm } from "./AccessRequestForm";
import { EnglishStatement } from "./EnglishStatement";
import { FrenchStatement } from "./FrenchStatement";

export const headers = passOnHeaders;

const COPY: Record<Locale, { title: string; description: string; lead: string }> = {
  en: {
    title: "Accessibility Statement",
    description:
      "Sinai Home Care's accessibility statement under Ontario's AODA and WCAG 2.2 AA: conformance, known limitations, and a form to report a barrier or ask for an accessible format.",
    lead: "Caring for people with different abilities is our work every day, and our website should welcome everyone too.",
  },
  fr: {
    title: "Déclaration d'accessibilité",
    description:
      "La déclaration d'accessibilité de Sinai Home Care selon la LAPHO de l'Ontario et les WCAG 2.2 AA : conformité, limites connues, et un formulaire pour signaler un obstacle ou demander un format accessible.",
    lead: "Prendre soin de personnes aux capacités différentes, c'est notre travail de tous les jours; notre site Web doit lui aussi accueillir tout le monde.",
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({ ...COPY[locale], path: inEdition(locale, href("/accessibility")), siteUrl: siteUrlFrom(matches) });
};

/** The feedback and alternate-format form (decision 1010): the visitor form pipeline, in the language of the address. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), accessibilityForm[localeOfRequest(request)]);
}

/** The accessibility statement (a trust page) with its feedback form, in the address's language. */
export default function Accessibility({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { title, lead } = COPY[locale];
  const form = (
    <>
      <AccessAlternatives />
      <AccessRequestForm outcome={actionData} action={inEdition(locale, href("/accessibility"))} />
    </>
  );
  return (
    <TrustPage title={title} lead={lead}>
      {locale === "fr" ? <FrenchStatement form={form} /> : <EnglishStatement form={form} />}
    </TrustPage>
  );
}
