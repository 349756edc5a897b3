import { href, redirect } from "react-router";
import { inEdition } from "~/public-pages";
import { subscriberByToken, unsubscribe } from "~/server/domain/subscribers.server";
import { readTextForm } from "~/server/infra/request-body.server";
import type { Route } from "./+types/newsletter-one-click";

/**
 * The address in a newsletter's List-Unsubscribe header (decision 0622):
 * a mail client's one-click POST (RFC 8058: the body
 * `List-Unsubscribe=One-Click`, no cookie, any Origin or none: the
 * cross-site guard's one exception) unsubscribes at once and answers in
 * plain text, no page, no redirect. A client without one-click opens the
 * address instead: GET goes to the link's page, which asks first, in the
 * subscriber's language (a French subscriber's is /fr/infolettre/desabonnement).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const subscriber = await subscriberByToken("unsubscribe", params.token);
  if (subscriber?.language === "fr") return redirect(`${inEdition("fr", href("/newsletter/unsubscribe"))}?token=${encodeURIComponent(params.token)}`, 303);
  return redirect(href("/newsletter/unsubscribe/:token", { token: params.token }), 303);
}

const plain = (text: string, status: number) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readTextForm(request);
  if (!form.ok) return plain(form.message, form.status);
  if (form.body.get("List-Unsubscribe") !== "One-Click") return plain("Expected List-Unsubscribe=One-Click.", 400);
  const result = await unsubscribe(params.token);
  return result ? plain("Unsubscribed.", 200) : plain("This unsubscribe link is not valid.", 404);
}
