import { useEffect } from "react";
import { data, Form, href, Link, useNavigation, useRevalidator } from "react-router";
import { NewsletterStatusBadge } from "./NewsletterStatus";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { newsletterActionSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import {
  confirmedSubscribersByLanguage,
  countConfirmedSubscribers,
  findNewsletter,
  frenchEditionOf,
  newsletterView,
  resumeNewsletter,
  sendNewsletter,
  stopNewsletter,
  unscheduleNewsletter,
} from "~/server/domain/newsletters.server";
import { findPostById } from "~/server/domain/posts.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/newsletter";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("newsletters")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Newsletter: ${loaderData.newsletter.subject}` : "Newsletter");

/** While it sends, the page asks again this often (with JavaScript; without, the numbers are as of the page's load). */
const REFRESH_MS = 2000;

async function newsletterOf(idParam: string) {
  const id = recordIdSchema.safeParse(idParam);
  const row = id.success ? await findNewsletter(id.data) : null;
  if (!row) throw data("No such newsletter", { status: 404 });
  return row;
}

export async function loader({ params }: Route.LoaderArgs) {
  const row = await newsletterOf(params.id);
  const post = row.post_id ? await findPostById(row.post_id) : null;
  return {
    newsletter: await newsletterView(row),
    post: post ? { id: post.id, status: post.status, publishedAt: post.publishedAt } : null,
    confirmed: await countConfirmedSubscribers(),
    byLanguage: await confirmedSubscribersByLanguage(),
    french: row.post_id ? await frenchEditionOf(row.post_id) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const row = await newsletterOf(params.id);
  const submission = parseForm(await requireTextForm(request), newsletterActionSchema);
  const back = href("/admin/newsletters/:id", { id: String(row.id) });
  if (submission.status !== "success") return data({ error: "Choose one of the buttons." }, { status: 400 });
  const me = signedInAdmin(context);
  const target = { type: "newsletter", id: row.id };
  switch (submission.value.intent) {
    case "send": {
      // Sending to nobody would mark the post emailed for good: refused until someone has confirmed.
      if (row.status === "draft" && (await countConfirmedSubscribers()) === 0) {
        return redirectWithToast(request, back, { title: "Not sent", description: "There are no confirmed subscribers yet.", variant: "error" });
      }
      const result = await sendNewsletter(row.id, me);
      if (!result.ok) {
        const why = result.error === "already-sent" ? "This newsletter was already sent: nothing more was sent." : "Only a published or scheduled post can be emailed.";
        return redirectWithToast(request, back, { title: "Not sent", description: why, variant: "error" });
      }
      if (result.state === "scheduled") {
        await audit(context, "newsletter-schedule", target, `“${row.subject}” (sent when “${row.post_title}” goes live)`);
        return redirectWithToast(request, back, { title: "Scheduled", description: "It will be sent when the post goes live.", variant: "success" });
      }
      await audit(context, "newsletter-send", target, `“${row.subject}” to ${result.recipients} subscribers`);
      return redirectWithToast(request, back, {
        title: "Sending",
        description: `Queued for ${result.recipients} confirmed ${result.recipients === 1 ? "subscriber" : "subscribers"}.`,
        variant: "success",
      });
    }
    case "stop": {
      const held = await stopNewsletter(row.id);
      if (held !== null) await audit(context, "newsletter-stop", target, `“${row.subject}”: ${held} copies held`);
      return redirectWithToast(request, back, held === null ? { title: "Not sending", description: "There was nothing to stop.", variant: "info" } : { title: "Stopped", description: `${held} copies will wait until you resume.`, variant: "success" });
    }
    case "resume": {
      const released = await resumeNewsletter(row.id);
      if (released !== null) await audit(context, "newsletter-resume", target, `“${row.subject}”: ${released} copies released`);
      return redirectWithToast(request, back, released === null ? { title: "Not stopped", description: "There was nothing to resume.", variant: "info" } : { title: "Resumed", description: `${released} copies are being sent.`, variant: "success" });
    }
    case "unschedule": {
      const done = await unscheduleNewsletter(row.id);
      if (done) await audit(context, "newsletter-unschedule", target, `“${row.subject}”`);
      return redirectWithToast(request, back, done ? { title: "Not scheduled", description: "It will not be sent when the post goes live.", variant: "success" } : { title: "Not scheduled", description: "It was not scheduled.", variant: "info" });
    }
  }
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { newsletter, post, confirmed, byLanguage, french } = loaderData;
  const { counts, status } = newsletter;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const revalidator = useRevalidator();
  const moving = status === "queued" || status === "sending";
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, revalidator]);
  const done = counts.sent + counts.failed;
  const recipientsWord = (n: number) => (n === 1 ? "1 confirmed subscriber" : `${n} confirmed subscribers`);
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={href("/admin/newsletters")} className="link">
          All newsletters
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{newsletter.subject}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-muted">
        <NewsletterStatusBadge status={status} />
        <span>
          Post: {post ? <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="link">{newsletter.postTitle}</Link> : `${newsletter.postTitle} (deleted)`}
        </span>
        {newsletter.sentByEmail ? <span>· sent by {newsletter.sentByEmail}</span> : null}
        {newsletter.queuedAt ? <span>· {formatAgencyDateTime(newsletter.queuedAt)}</span> : null}
      </p>

      {status === "draft" ? (
        <section aria-labelledby="confirm-send" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="confirm-send" className="text-xl font-semibold text-ink">
            Send it?
          </h2>
          <p className="mt-2">
            “{newsletter.postTitle}” will be emailed to {recipientsWord(confirmed)}, once each
            {post?.status === "scheduled" && post.publishedAt ? `, when the post goes live (${formatAgencyDateTime(post.publishedAt)})` : ""}. This cannot be undone.
          </p>
          <p className="mt-2" data-testid="newsletter-languages">
            In English: {byLanguage.en} · In French: {byLanguage.fr}
            {french ? (
              <>
                {" "}
                (French subscribers get{" "}
                {french.kind === "translation" ? <>the French version, “{french.title}”</> : "the English article with a French greeting, notice and footer: the post has no live French version"})
              </>
            ) : null}
          </p>
          {newsletter.intro ? <p className="mt-2 text-sm text-muted">Introduction: {newsletter.intro}</p> : null}
          <div className="mt-4 flex flex-wrap gap-3">
            {confirmed > 0 ? (
              <Form method="post">
                <button type="submit" name="intent" value="send" className="btn-primary" disabled={busy}>
                  Send to {recipientsWord(confirmed)}
                </button>
              </Form>
            ) : (
              <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-ink">
                Nobody has confirmed a subscription yet: there is no one to send it to.
              </p>
            )}
            {post ? (
              <Link to={href("/admin/edit/:id/email", { id: String(post.id) })} className="btn-outline">
                Edit the subject or introduction
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}

      {status === "scheduled" ? (
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p>
            It will be sent to the confirmed subscribers when the post goes live
            {post?.publishedAt ? ` (${formatAgencyDateTime(post.publishedAt)})` : ""}.
          </p>
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="unschedule" className="btn-outline" disabled={busy}>
              Don't email it
            </button>
          </Form>
        </section>
      ) : null}

      {newsletter.queuedAt ? (
        <section aria-labelledby="progress" className="mt-6">
          <h2 id="progress" className="text-xl font-semibold text-ink">
            Progress
          </h2>
          <label className="mt-2 block text-sm text-muted" htmlFor="send-progress">
            {done} of {counts.recipients} handled
          </label>
          <progress id="send-progress" className="mt-1 h-3 w-full" max={Math.max(counts.recipients, 1)} value={done} />
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Count label="Recipients" value={counts.recipients} testId="count-recipients" />
            <Count label="In French" value={counts.french} testId="count-french" />
            <Count label="Queued" value={counts.queued + counts.held} testId="count-queued" />
            <Count label="Sent" value={counts.sent} testId="count-sent" />
            <Count label="Failed" value={counts.failed} testId="count-failed" />
            <Count label="Unsubscribed since" value={counts.unsubscribedSince} testId="count-unsubscribed" />
          </dl>
          <div className="mt-4 flex gap-3">
            {status === "queued" || status === "sending" ? (
              <Form method="post">
                <button type="submit" name="intent" value="stop" className="btn-outline" disabled={busy}>
                  Stop sending
                </button>
              </Form>
            ) : null}
            {status === "stopped" ? (
              <Form method="post">
                <button type="submit" name="intent" value="resume" className="btn-primary" disabled={busy}>
                  Resume sending
                </button>
              </Form>
            ) : null}
          </div>
          {newsletter.failed.length ? (
            <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <caption className="px-4 pt-3 text-left font-semibold text-ink">Failed addresses (not retried)</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">Address</th>
                    <th scope="col" className="px-4 py-2 font-semibold">The mail server's answer</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {newsletter.failed.map((failure) => (
                    <tr key={failure.to}>
                      <td className="break-all px-4 py-2">{failure.to}</td>
                      <td className="px-4 py-2">{failure.error}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
