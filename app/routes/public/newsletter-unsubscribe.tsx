import { Link } from "react-router";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { answerNewsletterLink, loadNewsletterLink } from "~/server/newsletter-links.server";
import { unsubscribe } from "~/server/subscribers.server";
import type { Route } from "./+types/newsletter-unsubscribe";
import { seamAttrs } from "~/lib/browser-seam";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Unsubscribe",
    description: "Stop receiving our newsletter.",
    path: "/newsletter/unsubscribe",
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
    done: (found) => `${found.email} is unsubscribed. You will not receive our newsletter any more.`,
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  return (
    <div className="container-page section-y">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        <h1 className="text-heading font-bold text-brand-900">Unsubscribe</h1>
        {actionData ? (
          <p role={actionData.done ? "status" : "alert"} className="mt-4 text-lg">
            {actionData.message}
          </p>
        ) : !subscriber ? (
          <p className="mt-4 text-lg text-muted">
            This unsubscribe link is not valid. If you keep receiving emails, write to us and we will remove you.
          </p>
        ) : subscriber.state === "unsubscribed" ? (
          <p className="mt-4 text-lg">{subscriber.email} is already unsubscribed.</p>
        ) : (
          <form method="post" className="mt-4 space-y-4">
            <p className="text-lg text-muted">
              Stop sending the newsletter to <strong className="text-ink">{subscriber.email}</strong>?
            </p>
            <input type="hidden" name="token" value={token} />
            {/* app/browser/forms.ts shows the pending text while the page is sent. */}
            <button type="submit" className="btn-primary" {...seamAttrs({ pendingText: "Unsubscribing..." })}>
              Unsubscribe
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
