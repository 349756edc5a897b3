import { data, href } from "react-router";
import { UnsubscribePage, unsubscribedMessage } from "~/components/submissions/NewsletterLinkPage";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { subscriberByToken, unsubscribe } from "~/server/domain/subscribers.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { limitPublicPost } from "~/server/infra/rate-limit.server";
import { readTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/newsletter-unsubscribe-link";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Unsubscribe",
    description: "Stop receiving our newsletter.",
    path: href("/newsletter/unsubscribe"),
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The unsubscribe link of every newsletter (decision 0622). GET shows one
 * button and changes nothing (mail scanners follow links); the button POSTs
 * here, without JavaScript. (A mail client's one-click POST goes to
 * `…/one-click`, routes/resources/newsletter-one-click.ts.)
 */
export async function loader({ params }: Route.LoaderArgs) {
  const subscriber = await subscriberByToken("unsubscribe", params.token);
  return data({ subscriber }, { status: subscriber ? 200 : 404, headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A person pressing the button: rate-limited like the other newsletter links.
  const limit = await limitPublicPost(request, "newsletter-token", clientIpOf(context));
  if (!limit.ok) return data({ done: false, message: limit.message }, { status: 429 });
  const form = await readTextForm(request);
  if (!form.ok) return data({ done: false, message: form.message }, { status: form.status });
  const result = await unsubscribe(params.token);
  if (!result) return data({ done: false, message: "This unsubscribe link is not valid." }, { status: 404 });
  return data({ done: true, message: unsubscribedMessage(result.email) }, { headers: NO_STORE });
}

export default function NewsletterUnsubscribeLink({ loaderData, actionData, params }: Route.ComponentProps) {
  const { subscriber } = loaderData;
  return <UnsubscribePage token={params.token} subscriber={subscriber} answer={actionData} />;
}
