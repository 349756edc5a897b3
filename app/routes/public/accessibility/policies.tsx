import { href } from "react-router";
import { accessibilityPolicies } from "~/content/accessibility";
import { useLocale } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { passOnHeaders } from "~/lib/route-headers";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { inEdition } from "~/public-pages";
import type { Route } from "./+types/policies";
import { AccessDocumentPage } from "./AccessDocumentPage";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const { title, description } = accessibilityPolicies[locale];
  return pageMeta({ title, description, path: inEdition(locale, href("/accessibility/policies")), siteUrl: siteUrlFrom(matches) });
};

/** The accessibility policies (IASR s. 3, the Customer Service Standard; decision 1010). */
export default function AccessibilityPolicies() {
  const locale = useLocale();
  return (
    <AccessDocumentPage
      document={accessibilityPolicies[locale]}
      after={
        <p className="mt-10">
          <a className="link" href={inEdition(locale, href("/accessibility/plan"))}>
            {locale === "fr" ? "Notre plan d'accessibilité pluriannuel" : "Our multi-year accessibility plan"}
          </a>{" "}
          ·{" "}
          <a className="link" href={inEdition(locale, href("/accessibility"))}>
            {locale === "fr" ? "Déclaration d'accessibilité" : "Accessibility statement"}
          </a>
        </p>
      }
    />
  );
}
