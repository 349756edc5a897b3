import { data, href } from "react-router";
import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { recordIdSchema } from "~/schemas/record-id";
import { audit, requirePermission } from "~/server/auth/auth.server";
import { deleteSubscriber, findSubscriber, subscriberStatus } from "~/server/domain/subscribers.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { answerDelete } from "../answer-delete.server";
import type { Route } from "./+types/subscriber-delete";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("subscribers")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Delete subscriber");

/** The confirmation step (with or without JavaScript: it is a page). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const subscriber = id.success ? await findSubscriber(id.data) : null;
  if (!subscriber) throw data(null, { status: 404 });
  return { subscriber: { ...subscriber, status: subscriberStatus(subscriber) } };
}

/** A person's right to be forgotten: the row and every email to them still in the outbox; the audit keeps the number only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireTextForm(request);
  const id = recordIdSchema.safeParse(params.id);
  const deleted = id.success ? await deleteSubscriber(id.data) : null;
  if (deleted) await audit(context, "subscriber-delete", { type: "subscriber", id: deleted.id }, `Subscriber #${deleted.id} deleted`);
  return answerDelete(
    request,
    href("/admin/inbox/subscribers"),
    deleted ? { ok: true, message: `Subscriber #${deleted.id} deleted, with any email still waiting for them.` } : { ok: false, error: "That subscriber no longer exists." },
  );
}

export default function DeleteSubscriber({ loaderData }: Route.ComponentProps) {
  const { subscriber } = loaderData;
  return (
    <DeleteConfirmation title={`Delete ${subscriber.email}`} backTo={{ href: href("/admin/inbox/subscribers"), label: "Back to subscribers" }}>
      <p className="mt-3 text-ink">
        Their address, consent record and any email still waiting for them are deleted for good ({subscriber.status.toLowerCase()}). The audit log
        keeps only “Subscriber #{subscriber.id} deleted”, and the suppression list a one-way fingerprint of the address, so that no imported
        list adds them again; only a sign-up they confirm themselves does.
      </p>
      <p className="mt-1 text-sm text-muted">To stop emailing them but keep the record of their consent, they can unsubscribe instead.</p>
    </DeleteConfirmation>
  );
}
