import { NewsletterLinkPage, QuestionWithEmail } from "~/components/submissions/NewsletterLinkPage";
import { translate, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/forms/newsletter-links.server";
import { confirmSubscription } from "~/server/domain/subscribers.server";
import type { Route } from "./+types/newsletter-confirm";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "newsletter.confirmTitle"),
    description: translate(locale, "newsletter.confirmDescription"),
    path: inEdition(locale, href("/newsletter/confirm")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/** The link in the confirmation email opens this page; nothing changes until the button is pressed. */
export function loader({ request }: Route.LoaderArgs) {
  return loadNewsletterLink(request, "confirm");
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  return answerNewsletterLink(request, context, confirmSubscription, {
    invalid: translate(locale, "newsletter.confirmInvalidShort"),
    done: () => translate(locale, "newsletter.confirmDone"),
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  const t = useT();
  return (
    <NewsletterLinkPage
      title={t("newsletter.confirmTitle")}
      token={token}
      answer={actionData}
      invalid={subscriber ? null : t("newsletter.confirmInvalid")}
      already={subscriber?.state === "confirmed" ? t("newsletter.confirmAlready", { email: subscriber.email }) : null}
      question={<QuestionWithEmail question="newsletter.confirmQuestion" email={subscriber?.email} />}
      button={{ label: t("newsletter.confirmButton"), pending: t("newsletter.confirmPending") }}
    />
  );
}
