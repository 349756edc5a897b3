import { data, Form, Link, useNavigation } from "react-router";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { clientIpOf } from "~/server/client-ip.server";
import { readTextForm } from "~/server/public-form.server";
import { limitPublicPost } from "~/server/rate-limit.server";
import { discardRequestBody } from "~/server/request-body.server";
import { subscriberByToken, unsubscribe } from "~/server/subscribers.server";
import type { Route } from "./+types/newsletter-unsubscribe";

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
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await subscriberByToken("unsubscribe", token);
  return data({ token, subscriber }, { status: subscriber ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const limit = await limitPublicPost("newsletter-token", clientIpOf(context));
  if (!limit.ok) {
    discardRequestBody(request);
    return data({ done: false, message: limit.message }, { status: 429 });
  }
  const form = await readTextForm(request);
  if (!form.ok) return data({ done: false, message: form.message }, { status: form.status });
  const result = await unsubscribe(String(form.fields.get("token") ?? ""));
  if (!result) return data({ done: false, message: "This unsubscribe link is not valid." }, { status: 404 });
  return { done: true, message: `${result.email} is unsubscribed. You will not receive our newsletter any more.` };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscriber } = loaderData;
  const busy = useNavigation().state === "submitting";
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
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-lg text-muted">
              Stop sending the newsletter to <strong className="text-ink">{subscriber.email}</strong>?
            </p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Unsubscribing..." : "Unsubscribe"}
            </button>
          </Form>
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
