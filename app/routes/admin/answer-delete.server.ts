import { adminCopy } from "~/content/admin-copy";
import { redirectWithToast } from "~/server/infra/session.server";

/**
 * The answer to a confirmed delete in the admin (the 'Deleted' and
 * 'Delete failed' toasts): back to the list, saying what happened.
 */
export function answerDelete(request: Request, backTo: string, result: { ok: true; message: string } | { ok: false; error: string }) {
  return redirectWithToast(
    request,
    backTo,
    result.ok
      ? { title: adminCopy.deleted, description: result.message, variant: "success" }
      : { title: adminCopy.deleteFailed, description: result.error, variant: "error" },
  );
}
