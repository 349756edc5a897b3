import { FormPageTitle } from "~/components/forms/VisitorForm";
import { NewsletterForm, useNewsletterReturnTo } from "~/components/submissions/NewsletterForm";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { newsletterForm } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/newsletter";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { translate, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "newsletter.heading"),
    titleInPage: true,
    description: translate(locale, "newsletter.description"),
    path: inEdition(locale, href("/newsletter")),
    siteUrl: siteUrlFrom(matches),
  });
};

/**
 * Every newsletter box (footer, blog) posts here. Success without
 * JavaScript goes back to the page it came from with a toast; an error
 * shows this page with the message next to the field and the email kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), newsletterForm[localeOfRequest(request)]);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page section-y">
      <FormPageTitle title={useT()("newsletter.heading")} outcome={actionData} />
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        <NewsletterForm headingLevel={1} pageOutcome={actionData} returnTo={useNewsletterReturnTo()} />
      </div>
    </div>
  );
}
