import { positions } from "~/content/careers";
import { clientIpOf } from "~/server/client-ip.server";
import { handleSendEmail } from "~/server/send-email.server";
import type { Route } from "./+types/send-email";

const positionChoices = positions.map(({ id, title }) => ({ id, title }));

/** POST /api/send-email; see app/server/send-email.server.ts for the answers. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ ok: false, error: "Use POST.", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  return handleSendEmail(request, clientIpOf(context), positionChoices);
}

export function loader() {
  return Response.json({ ok: false, error: "Use POST.", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
