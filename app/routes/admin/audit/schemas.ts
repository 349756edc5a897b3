import { z } from "zod";
import { isAuditAction } from "~/lib/audit-actions";
import { pageOf } from "~/schemas/blog-query";

/**
 * The audit page's query: `staff` (a user id), `action` (a known action) and
 * `page`. Anything else, or a value that is not one of those, is ignored
 * rather than refused: it is a filter, not a form that saves.
 */
export function auditFilterOf(url: URL) {
  const staff = z.coerce.number().int().positive().safeParse(url.searchParams.get("staff") || undefined);
  const action = url.searchParams.get("action") ?? "";
  return {
    actorId: staff.success ? staff.data : undefined,
    action: isAuditAction(action) ? action : undefined,
    page: pageOf(url),
  };
}
