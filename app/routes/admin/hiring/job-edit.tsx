import { data, Form, href, Link, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { postingIntentSchema } from "~/schemas/job-posting";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { findPosting, setPostingOpen, updatePosting } from "~/server/domain/job-postings.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/job-edit";
import { PostingForm, type PostingFormResult } from "./PostingForm";
import { parsePosting } from "./posting-form.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Edit: ${loaderData.posting.title}` : "Job posting");

export async function loader({ params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const posting = id.success ? await findPosting(id.data) : null;
  if (!posting) throw data(null, { status: 404 });
  return { posting };
}

/** Save (intent=save), open or close. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  const id = recordIdSchema.safeParse(params.id);
  const posting = id.success ? await findPosting(id.data) : null;
  if (!posting) throw data(null, { status: 404 });
  const intent = postingIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw data("Unknown action.", { status: 400 });
  const back = href("/admin/jobs/:id", { id: String(posting.id) });
  if (intent.data === "save") {
    const parsed = parsePosting(form);
    if (!parsed.ok) return parsed.answer;
    await updatePosting(posting.id, parsed.value, clock());
    await audit(context, "posting-edit", { type: "job-posting", id: posting.id }, parsed.value.title);
    return redirectWithToast(request, back, { variant: "success", title: "Posting saved" });
  }
  const open = intent.data === "open";
  await setPostingOpen(posting.id, open, clock());
  await audit(context, open ? "posting-open" : "posting-close", { type: "job-posting", id: posting.id }, posting.title);
  return redirectWithToast(request, back, {
    variant: "success",
    title: open ? "Posting open" : "Posting closed",
    description: open ? "It is on the careers page." : "It is off the careers page; its page says it is closed.",
  });
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  const { posting } = loaderData;
  const navigation = useNavigation();
  const open = posting.status === "open";
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={href("/admin/jobs")} className="link">
          ← Job postings
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">{posting.title}</h1>
        <Form method="post">
          <input type="hidden" name="intent" value={open ? "close" : "open"} />
          <button type="submit" className={open ? "btn-outline" : "btn-primary"}>
            {open ? "Close posting" : "Open posting"}
          </button>
        </Form>
      </div>
      <p className="mt-2 text-muted" data-testid="posting-status">
        {posting.status === "draft" ? "Draft: not on the careers page." : open ? "Open: on the careers page." : "Closed: its page says it is closed."}{" "}
        {posting.status !== "draft" ? (
          <a href={href("/careers/:slug", { slug: posting.slug })} className="link">
            View the posting
          </a>
        ) : null}
      </p>
      <PostingForm posting={posting} result={actionData as PostingFormResult | undefined} busy={navigation.state === "submitting"} />
    </div>
  );
}
