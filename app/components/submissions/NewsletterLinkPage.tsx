import type { ReactNode } from "react";
import { seamAttrs } from "~/lib/browser-seam";
import { type MessageKey, splitAround, translate, useLocale, useT } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";

/**
 * The page a newsletter email's link opens (confirm, unsubscribe): it
 * changes nothing on GET, because mail scanners follow links; the button
 * POSTs the token, and the action's answer replaces the question.
 */
export function NewsletterLinkPage({
  title,
  token,
  answer,
  invalid,
  already,
  question,
  button,
}: {
  title: string;
  token: string;
  /** The action's answer, once the button was pressed. */
  answer: { done: boolean; message: string } | undefined;
  /** Shown when the link's token matches no subscriber. */
  invalid: string | null;
  /** Shown when the subscriber is already in the state the link asks for. */
  already: ReactNode;
  /** The question above the button. */
  question: ReactNode;
  button: { label: string; pending: string };
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-page section-y">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        <h1 className="text-heading font-bold text-brand-900">{title}</h1>
        {answer ? (
          <p role={answer.done ? "status" : "alert"} className="mt-4 text-lg">
            {answer.message}
          </p>
        ) : invalid ? (
          <p className="mt-4 text-lg text-muted">{invalid}</p>
        ) : already ? (
          <p className="mt-4 text-lg">{already}</p>
        ) : (
          <form method="post" className="mt-4 space-y-4">
            <p className="text-lg text-muted">{question}</p>
            <input type="hidden" name="token" value={token} />
            {/* app/browser/forms.ts shows the pending text while the page is sent. */}
            <button type="submit" className="btn-primary" {...seamAttrs({ pendingText: button.pending })}>
              {button.label}
            </button>
          </form>
        )}
        <p className="mt-6">
          <a href={inEdition(locale, "/")} className="link">
            {t("newsletter.homeLink")}
          </a>
        </p>
      </div>
    </div>
  );
}

/** What a person who unsubscribed reads (both unsubscribe addresses' answer). */
export const unsubscribedMessage = (email: string, locale: Locale = "en") => translate(locale, "newsletter.unsubscribeDone", { email });

/** A question with the subscriber's (masked) address in bold. */
export function QuestionWithEmail({ question, email }: { question: MessageKey; email: string | undefined }) {
  const [before, after] = splitAround(useT(), question, "email");
  return (
    <>
      {before}
      <strong className="text-ink">{email}</strong>
      {after}
    </>
  );
}

/** The unsubscribe page: the newsletter email's link (/newsletter/unsubscribe/<token>) and the older ?token= address. */
export function UnsubscribePage({
  token,
  subscriber,
  answer,
}: {
  token: string;
  subscriber: { email: string; state: string } | null;
  answer: { done: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <NewsletterLinkPage
      title={t("newsletter.unsubscribeTitle")}
      token={token}
      answer={answer}
      invalid={subscriber ? null : t("newsletter.unsubscribeInvalid")}
      already={subscriber?.state === "unsubscribed" ? t("newsletter.unsubscribeAlready", { email: subscriber.email }) : null}
      question={<QuestionWithEmail question="newsletter.unsubscribeQuestion" email={subscriber?.email} />}
      button={{ label: t("newsletter.unsubscribeButton"), pending: t("newsletter.unsubscribePending") }}
    />
  );
}
