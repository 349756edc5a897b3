import { UnsubscribePage, unsubscribedMessage } from "~/components/submissions/NewsletterLinkPage";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/forms/newsletter-links.server";
import { unsubscribe } from "~/server/domain/subscribers.server";
import type { Route } from "./+types/newsletter-unsubscribe";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";
import { translate } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { localeOfRequest } from "~/server/forms/visitor-forms.server";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "newsletter.unsubscribeTitle"),
    description: translate(locale, "newsletter.unsubscribeDescription"),
    path: inEdition(locale, href("/newsletter/unsubscribe")),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/**
 * The unsubscribe link of every newsletter email opens this page; no
 * sign-in needed. It changes nothing on GET (mail scanners follow links):
 * the button POSTs.
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadNewsletterLink(request, "unsubscribe");
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  return answerNewsletterLink(request, context, unsubscribe, {
    invalid: translate(locale, "newsletter.unsubscribeInvalidShort"),
    done: (found) => unsubscribedMessage(found.email, locale),
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  return <UnsubscribePage token={token} subscriber={subscriber} answer={actionData} />;
}
