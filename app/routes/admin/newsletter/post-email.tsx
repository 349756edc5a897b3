import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { TextAreaField, TextField } from "~/components/forms/Field";
import { NewsletterPreview } from "./NewsletterPreview";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { NEWSLETTER_LIMITS } from "~/schemas/admin-form-rules";
import { newsletterFormSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import {
  countConfirmedSubscribers,
  newsletterOfPost,
  postEmailability,
  renderNewsletterFor,
  sampleCopy,
  saveNewsletterDraft,
  sendNewsletterTest,
} from "~/server/domain/newsletters.server";
import { findPostById } from "~/server/domain/posts.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/post-email";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("newsletters")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Email to subscribers");

/** The post, if it may be emailed: published or scheduled, not emailed before (else its newsletter's page). */
async function emailablePost(idParam: string) {
  const id = recordIdSchema.safeParse(idParam);
  const post = id.success ? await findPostById(id.data) : null;
  if (!post) throw data("No such post", { status: 404 });
  // French subscribers get a post's French version with its English original (decision 0803): never a second copy.
  if (post.language === "fr") {
    if (post.translationOf !== null) throw redirect(href("/admin/edit/:id/email", { id: String(post.translationOf) }));
    throw data("A newsletter is made from an English post; its French version goes to French subscribers with it.", { status: 400 });
  }
  const newsletter = await newsletterOfPost(post.id);
  if (newsletter && newsletter.status !== "draft") throw redirect(href("/admin/newsletters/:id", { id: String(newsletter.id) }));
  return { post, newsletter, emailability: await postEmailability(post.id) };
}

async function previewOf(postId: number, subject: string, intro: string, to: string) {
  const message = await renderNewsletterFor(postId, subject, intro);
  if (!message) return null;
  const copy = sampleCopy(message, to);
  return { html: copy.html, text: copy.text };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { post, newsletter, emailability } = await emailablePost(params.id);
  const values = { subject: newsletter?.subject ?? post.title, intro: newsletter?.intro ?? "" };
  const me = signedInAdmin(context);
  return {
    post: { id: post.id, title: post.title, status: post.status },
    emailable: emailability === "live" || emailability === "scheduled",
    values,
    confirmed: await countConfirmedSubscribers(),
    preview: await previewOf(post.id, values.subject, values.intro, me.email),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { post, emailability } = await emailablePost(params.id);
  const submission = parseForm(await requireTextForm(request), newsletterFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null, notice: null }, { status: 400 });
  if (emailability !== "live" && emailability !== "scheduled") {
    return data({ result: submission.reply({ formErrors: ["Only a published or scheduled post can be emailed."] }), preview: null, notice: null }, { status: 400 });
  }
  const { intent, subject, intro } = submission.value;
  const me = signedInAdmin(context);
  if (intent === "continue") {
    const saved = await saveNewsletterDraft({ postId: post.id, subject, intro }, me);
    if (!saved.ok) {
      return data({ result: submission.reply({ formErrors: ["This post has already been emailed."] }), preview: null, notice: null }, { status: 409 });
    }
    return redirect(href("/admin/newsletters/:id", { id: String(saved.id) }));
  }
  const preview = await previewOf(post.id, subject, intro, me.email);
  if (intent === "test") {
    await sendNewsletterTest(post.id, subject, intro, me.email);
    await audit(context, "newsletter-test", { type: "post", id: post.id }, `“${subject}” to ${me.email}`);
    return redirectWithToast(request, href("/admin/edit/:id/email", { id: String(post.id) }), {
      title: "Test sent",
      description: `A test copy is on its way to ${me.email}.`,
      variant: "success",
    });
  }
  return { result: submission.reply(), preview, notice: null };
}

export default function PostEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { post, values, confirmed, emailable } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({ lastResult: actionData?.result, defaultValue: values });
  const preview = actionData?.preview ?? loaderData.preview;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">Email to subscribers</h1>
      <p className="mt-2 text-muted">
        “{post.title}” as an email to the {confirmed === 1 ? "1 confirmed subscriber" : `${confirmed} confirmed subscribers`}
        {post.status === "scheduled" ? ", sent when the post goes live" : ""}.{" "}
        <Link to={href("/admin/edit/:id", { id: String(post.id) })} className="link">
          Back to the post
        </Link>
      </p>
      {!emailable ? (
        <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          Only a published or scheduled post can be emailed. Publish it (or schedule it) first.
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" {...getFormProps(form)}>
          {form.errors ? (
            <p role="alert" id={form.errorId} className="text-red-700">
              {form.errors.join(" ")}
            </p>
          ) : null}
          <TextField label="Subject" name="subject" field={fields.subject} required maxLength={NEWSLETTER_LIMITS.subject} />
          <TextAreaField
            label="Introduction"
            name="intro"
            field={fields.intro}
            rows={3}
            maxLength={NEWSLETTER_LIMITS.intro}
            hint="A few words above the post (optional)."
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" className="btn-outline" disabled={busy}>
              Update the preview
            </button>
            <button type="submit" name="intent" value="test" className="btn-outline" disabled={busy}>
              Send a test to me
            </button>
            <button type="submit" name="intent" value="continue" className="btn-primary" disabled={busy}>
              Continue
            </button>
          </div>
        </Form>
      )}
      {preview ? <NewsletterPreview html={preview.html} text={preview.text} /> : null}
    </div>
  );
}
