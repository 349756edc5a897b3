import { FormPageTitle } from "~/components/forms/VisitorForm";
import { ReviewForm } from "~/components/submissions/ReviewForm";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { reviewForm } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/review";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "review.openDialog"),
    titleInPage: true,
    description: translate(locale, "review.description"),
    path: inEdition(locale, href("/testimonials/new")),
    siteUrl: siteUrlFrom(matches),
  });
};

/** The review form's action, for the dialog (JavaScript) and this page (without it). */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), reviewForm[localeOfRequest(request)]);
}

/** The plain review page: where 'Leave a Review' leads without JavaScript. */
export default function Review({ actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [before, after] = splitAround(t, "review.lead", "link");
  return (
    <div className="container-page section-y">
      <FormPageTitle title={t("review.openDialog")} outcome={actionData} />
      <div className="mx-auto max-w-xl">
        <p className="eyebrow">{t("review.eyebrow")}</p>
        {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
        <h1 tabIndex={-1} className="mt-2 text-display font-bold text-brand-900 outline-none">
          {t("review.openDialog")}
        </h1>
        <p className="mt-3 text-lg text-muted">
          {before}
          <a href={inEdition(locale, href("/testimonials"))} className="link">
            {t("review.leadLink")}
          </a>
          {after}
        </p>
        <div className="card mt-8 p-6">
          <ReviewForm pageOutcome={actionData} />
        </div>
      </div>
    </div>
  );
}
