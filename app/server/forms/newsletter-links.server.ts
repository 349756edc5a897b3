/**
 * The pages behind the links in newsletter emails (confirm, unsubscribe).
 * Both work the same way: GET only shows the page (mail scanners follow
 * links), the button POSTs the token, rate-limited, body size-capped.
 */
import { data, type RouterContextProvider } from "react-router";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { limitPublicPost } from "~/server/infra/rate-limit.server";
import { readTextForm } from "~/server/infra/request-body.server";
import { newsletterTokenSchema } from "~/schemas/newsletter";
import { parseForm } from "~/schemas/parse-form";
import { subscriberByToken, type TokenLookup } from "~/server/domain/subscribers.server";

type LinkKind = "confirm" | "unsubscribe";

/** The page for a link: the subscriber it names, or 404. */
export async function loadNewsletterLink(request: Request, kind: LinkKind) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await subscriberByToken(kind, token);
  return data({ token, subscriber }, { status: subscriber ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

/** The button's POST: applies `change` to the subscriber the token names. */
export async function answerNewsletterLink(
  request: Request,
  context: Readonly<RouterContextProvider>,
  change: (token: string) => Promise<TokenLookup>,
  messages: { invalid: string; done: (found: NonNullable<TokenLookup>) => string },
) {
  const limit = await limitPublicPost(request, "newsletter-token", clientIpOf(context));
  if (!limit.ok) return data({ done: false, message: limit.message }, { status: 429 });
  const form = await readTextForm(request);
  if (!form.ok) return data({ done: false, message: form.message }, { status: form.status });
  const submission = parseForm(form.body, newsletterTokenSchema);
  const result = submission.status === "success" ? await change(submission.value.token) : null;
  if (!result) return data({ done: false, message: messages.invalid }, { status: 404 });
  return data({ done: true, message: messages.done(result) });
}
