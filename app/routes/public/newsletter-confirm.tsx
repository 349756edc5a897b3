import { Link } from "react-router";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/newsletter-links.server";
import { confirmSubscription } from "~/server/subscribers.server";
import type { Route } from "./+types/newsletter-confirm";
import { seamAttrs } from "~/lib/browser-seam";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Confirm your subscription",
    description: "Confirm your newsletter subscription.",
    path: "/newsletter/confirm",
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
    <div className="container-page section-y">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        <h1 className="text-heading font-bold text-brand-900">Confirm your subscription</h1>
        {actionData ? (
          <p role={actionData.done ? "status" : "alert"} className="mt-4 text-lg">
            {actionData.message}
          </p>
        ) : !subscriber ? (
          <p className="mt-4 text-lg text-muted">This confirmation link is not valid. You can sign up again at the bottom of any page.</p>
        ) : subscriber.state === "confirmed" ? (
          <p className="mt-4 text-lg">Your subscription for {subscriber.email} is already confirmed.</p>
        ) : (
          <form method="post" className="mt-4 space-y-4">
            <p className="text-lg text-muted">
              Press the button to start receiving our newsletter at <strong className="text-ink">{subscriber.email}</strong>.
            </p>
            <input type="hidden" name="token" value={token} />
            {/* app/browser/forms.ts shows the pending text while the page is sent. */}
            <button type="submit" className="btn-primary" {...seamAttrs({ pendingText: "Confirming..." })}>
              Confirm subscription
            </button>
          </form>
        )}
        <p className="mt-6">
          <Link to="/" className="link">
            Return to Home
          </Link>
        </p>
      </div>
    </div>
  );
}
