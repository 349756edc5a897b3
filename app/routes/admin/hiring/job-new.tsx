import { href, useNavigation } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { createPosting } from "~/server/domain/job-postings.server";
import { releasePostingAddress } from "~/server/domain/redirects.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/job-new";
import { PostingForm, type PostingFormResult } from "./PostingForm";
import { parsePosting } from "./posting-form.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("New job posting");

/**
 * A new posting starts as a draft: HR opens it from its page. Its address is its own from
 * now on: a redirect written earlier from that address is removed, and HR is told.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parsePosting(await requireTextForm(request));
  if (!parsed.ok) return parsed.answer;
  const created = await createPosting(parsed.value, clock());
  const released = await releasePostingAddress(created.slug);
  const took = released ? `The address ${released.from} redirected to ${released.followed}; this posting now has it, so that redirect was removed.` : "";
  await audit(context, "posting-create", { type: "job-posting", id: created.id }, took ? `${parsed.value.title}. ${took}` : parsed.value.title);
  return redirectWithToast(request, href("/admin/jobs/:id", { id: String(created.id) }), {
    variant: "success",
    title: "Posting saved as a draft",
    description: ["Open it when it is ready to appear on the careers page.", took].filter(Boolean).join(" "),
  });
}

export default function NewJob({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">New job posting</h1>
      <PostingForm posting={null} result={actionData as PostingFormResult | undefined} busy={navigation.state === "submitting"} />
    </div>
  );
}
