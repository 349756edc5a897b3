import { UnsubscribePage, unsubscribedMessage } from "~/components/submissions/NewsletterLinkPage";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/forms/newsletter-links.server";
import { unsubscribe } from "~/server/domain/subscribers.server";
import type { Route } from "./+types/newsletter-unsubscribe";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Unsubscribe",
    description: "Stop receiving our newsletter.",
    path: href("/newsletter/unsubscribe"),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/**
 * The unsubscribe link of every newsletter email opens this page; no
 * sign-in needed. It changes nothing on GET (mail scanners follow links):
 * the button POSTs.
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadNewsletterLink(request, "unsubscribe");
}

export function action({ request, context }: Route.ActionArgs) {
  return answerNewsletterLink(request, context, unsubscribe, {
    invalid: "This unsubscribe link is not valid.",
    done: (found) => unsubscribedMessage(found.email),
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  return <UnsubscribePage token={token} subscriber={subscriber} answer={actionData} />;
}
