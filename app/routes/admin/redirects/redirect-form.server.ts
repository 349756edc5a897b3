/**
 * The redirect forms' HTTP side (decision 0637): add and edit read the form,
 * parse it with its zod schema through conform, ask the domain and answer
 * (a redirect with a toast, or the form's messages with 400); the CSV import
 * lists the rows it refused with their reason. The rules are the domain's
 * (app/server/domain/redirects.server.ts); the words are here.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, type RouterContextProvider } from "react-router";
import { parseRedirectCsv } from "~/lib/redirect-csv";
import { parseForm } from "~/schemas/parse-form";
import { redirectFormSchema, redirectImportSchema } from "./schemas";
import { audit } from "~/server/auth/auth.server";
import { forgetNotFound } from "~/server/domain/not-found-report.server";
import { addRedirect, type ImportProblem, importRedirects, type Redirect, type RedirectProblem, updateRedirect } from "~/server/domain/redirects.server";
import { redirectWithToast } from "~/server/infra/session.server";

/** Each refusal in the words staff read, next to the field it is about. */
export const REDIRECT_PROBLEMS: Record<ImportProblem, { field: "from" | "to" | "status"; message: string }> = {
  "invalid-source": { field: "from", message: "Enter a path on this site starting with / (no query string), for example /old-page." },
  "product-page": { field: "from", message: "That address is a page of this site: a redirect would hide it. Choose an address that no longer exists." },
  "invalid-target": { field: "to", message: "Enter a path on this site starting with / or a full address starting with https://." },
  "off-site-target": {
    field: "to",
    message: "A browser would follow this to another site (a path starting with // or /\\, even written as %2F or %5C). Enter a path on this site, or the other site's full https:// address.",
  },
  duplicate: { field: "from", message: "There is already a redirect from this address. Edit that one instead." },
  loop: { field: "to", message: "This would lead back to the old address (a loop). Choose where the page is now." },
  "not-found": { field: "from", message: "That redirect no longer exists." },
  "invalid-status": { field: "status", message: "The status must be 301 (permanent) or 302 (temporary)." },
};

/** A refused row of an import, as the page lists it. */
export interface RefusedRow {
  line: number;
  from: string;
  to: string;
  reason: string;
}

export interface ImportAnswer {
  intent: "import";
  result: SubmissionResult<string[]>;
  added: number;
  refused: RefusedRow[];
}

export interface RedirectFormAnswer {
  intent: "add" | "edit";
  result: SubmissionResult<string[]>;
}

/** Add (`existing` null) or edit a redirect; audited; the path leaves the 404 report. */
export async function saveRedirect({
  request,
  context,
  form,
  existing,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  existing: Redirect | null;
}) {
  const submission = parseForm(form, redirectFormSchema);
  const intent = existing ? "edit" : "add";
  if (submission.status !== "success") return data<RedirectFormAnswer>({ intent, result: submission.reply() }, { status: 400 });
  const input = { from: submission.value.from, to: submission.value.to, status: Number(submission.value.status) as 301 | 302 };
  const saved = existing ? await updateRedirect(existing.id, input) : await addRedirect(input);
  if (!saved.ok) {
    const { field, message } = REDIRECT_PROBLEMS[saved.problem];
    return data<RedirectFormAnswer>({ intent, result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: saved.problem === "not-found" ? 404 : 400 });
  }
  const { redirect } = saved;
  await forgetNotFound(redirect.from);
  await audit(context, existing ? "redirect-edit" : "redirect-add", { type: "redirect", id: redirect.id }, `${redirect.from} → ${redirect.to} (${redirect.status})`);
  return redirectWithToast(request, href("/admin/redirects"), {
    title: existing ? "Redirect saved" : "Redirect added",
    description: `${redirect.from} now leads to ${redirect.followed} (${redirect.status === 301 ? "permanent" : "temporary"}).`,
    variant: "success",
  });
}

/** The CSV import: every good row added, every refused one listed with its reason (400 when any was refused). */
export async function importRedirectCsv({ request, context, form }: { request: Request; context: Readonly<RouterContextProvider>; form: FormData }) {
  const fileText = String(form.get("csv_file") ?? "");
  if (fileText.trim()) form.set("csv", fileText);
  const submission = parseForm(form, redirectImportSchema);
  if (submission.status !== "success") return data<ImportAnswer>({ intent: "import", result: submission.reply(), added: 0, refused: [] }, { status: 400 });
  const parsed = await parseRedirectCsv(submission.value.csv);
  if (!parsed.ok) {
    return data<ImportAnswer>({ intent: "import", result: submission.reply({ fieldErrors: { csv: [parsed.message] } }), added: 0, refused: [] }, { status: 400 });
  }
  if (parsed.rows.length === 0) {
    return data<ImportAnswer>({ intent: "import", result: submission.reply({ fieldErrors: { csv: ["The CSV has no rows (from,to,status)."] } }), added: 0, refused: [] }, { status: 400 });
  }
  const imported = await importRedirects(parsed.rows);
  for (const redirect of imported.added) await forgetNotFound(redirect.from);
  if (imported.added.length > 0) {
    await audit(context, "redirect-import", { type: "redirect", id: imported.added[0]!.id }, `${imported.added.length} added, ${imported.refused.length} refused`);
  }
  const added = imported.added.length;
  if (imported.refused.length === 0) {
    return redirectWithToast(request, href("/admin/redirects"), { title: "Redirects imported", description: `${added} ${added === 1 ? "redirect" : "redirects"} added.`, variant: "success" });
  }
  const refused = imported.refused.map((row) => ({ line: row.line, from: row.from, to: row.to, reason: REDIRECT_PROBLEMS[row.problem].message }));
  // Some rows were added (the import did its part: 200), or none (400); either way the refused ones are listed.
  return data<ImportAnswer>({ intent: "import", result: submission.reply(), added, refused }, { status: added > 0 ? 200 : 400 });
}

/** The words of a problem (for tests and other pages). */
export function redirectProblemText(problem: RedirectProblem): string {
  return REDIRECT_PROBLEMS[problem].message;
}
