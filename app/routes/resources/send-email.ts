import { postingChoices } from "~/server/domain/job-postings.server";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { receiveJsonSubmission } from "~/server/forms/visitor-form-pipeline.server";
import { sendEmailEndpoint } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/send-email";

/** POST /api/send-email; see receiveJsonSubmission (app/server/forms/visitor-form-pipeline.server.ts) for the answers. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ ok: false, error: "Use POST.", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  return receiveJsonSubmission(request, clientIpOf(context), sendEmailEndpoint(await postingChoices()));
}

export function loader() {
  return Response.json({ ok: false, error: "Use POST.", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
