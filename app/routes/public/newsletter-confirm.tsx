import { NewsletterLinkPage } from "~/components/submissions/NewsletterLinkPage";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/forms/newsletter-links.server";
import { confirmSubscription } from "~/server/domain/subscribers.server";
import type { Route } from "./+types/newsletter-confirm";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Confirm your subscription",
    description: "Confirm your newsletter subscription.",
    path: href("/newsletter/confirm"),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/** The link in the confirmation email opens this page; nothing changes until the button is pressed. */
export function loader({ request }: Route.LoaderArgs) {
  return loadNewsletterLink(request, "confirm");
}

export function action({ request, context }: Route.ActionArgs) {
  return answerNewsletterLink(request, context, confirmSubscription, {
    invalid: "This confirmation link is not valid.",
    done: () => "Thank you! Your subscription is confirmed.",
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      token={token}
      answer={actionData}
      invalid={subscriber ? null : "This confirmation link is not valid. You can sign up again at the bottom of any page."}
      already={subscriber?.state === "confirmed" ? `Your subscription for ${subscriber.email} is already confirmed.` : null}
      question={
        <>
          Press the button to start receiving our newsletter at <strong className="text-ink">{subscriber?.email}</strong>.
        </>
      }
      button={{ label: "Confirm subscription", pending: "Confirming..." }}
    />
  );
}
