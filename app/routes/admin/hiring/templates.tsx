import { data, Form, href, Link } from "react-router";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { TEMPLATE_LIMITS } from "~/schemas/admin-form-rules";
import { templateSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { emailTemplates, isTemplateKey, saveEmailTemplate, TEMPLATE_LABELS } from "~/server/domain/hiring-mail.server";
import { clock } from "~/server/infra/clock.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/templates";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("applications")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Hiring emails");

export async function loader() {
  return { templates: (await emailTemplates()).map((template) => ({ ...template, label: TEMPLATE_LABELS[template.key] })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await requireTextForm(request), templateSchema);
  if (submission.status !== "success") {
    return data({ key: String(submission.payload.key ?? ""), result: { ...submission.reply(), initialValue: submission.payload } }, { status: 400 });
  }
  const { key, subject_en, body_en, subject_fr, body_fr } = submission.value;
  if (!isTemplateKey(key)) throw data("Unknown email.", { status: 400 });
  const admin = signedInAdmin(context);
  await saveEmailTemplate(key, { subject: { en: subject_en, fr: subject_fr }, body: { en: body_en, fr: body_fr } }, admin.name ?? admin.email, clock());
  await audit(context, "email-template-edit", { type: "email-template", id: key }, TEMPLATE_LABELS[key]);
  return redirectWithToast(request, href("/admin/applications/templates"), { variant: "success", title: "Email saved", description: TEMPLATE_LABELS[key] });
}

const control = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/** Each stage's email, in English and French; {name} and {posting} are filled in when it is sent. */
export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm">
        <Link to={href("/admin/applications")} className="link">
          ← Applications
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Hiring emails</h1>
      <p className="mt-2 text-muted">
        Write <code>{"{name}"}</code> for the applicant's name and <code>{"{posting}"}</code> for the position. Applicants who asked for French get the French text.
        The acknowledgement leaves the name out: it is sent before anyone has read the application, to whatever address was typed.
      </p>
      <div className="mt-6 space-y-6">
        {loaderData.templates.map((template) => {
          const refused = actionData && actionData.key === template.key ? actionData.result : null;
          const value = (name: string, fallback: string) => (refused ? String((refused.initialValue as Record<string, unknown>)[name] ?? "") : fallback);
          const error = (name: string) => refused?.error?.[name]?.[0];
          const field = (name: string, title: string, fallback: string, multiline: boolean) => {
            const id = `${template.key}-${name}`;
            const message = error(name);
            const shared = {
              id,
              name,
              defaultValue: value(name, fallback),
              className: control,
              "aria-invalid": message ? true : undefined,
              "aria-describedby": message ? `${id}-error` : undefined,
            };
            return (
              <div>
                <label htmlFor={id} className="block text-sm font-semibold">
                  {title}
                </label>
                {multiline ? <textarea rows={7} maxLength={TEMPLATE_LIMITS.body} {...shared} /> : <input maxLength={TEMPLATE_LIMITS.subject} {...shared} />}
                {message ? (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          };
          return (
            <Form key={template.key} method="post" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={template.label}>
              <h2 className="text-lg font-semibold">{template.label}</h2>
              {template.updatedAt ? (
                <p className="text-xs text-muted">
                  Edited {formatAgencyDateTime(template.updatedAt)} by {template.updatedBy}
                </p>
              ) : null}
              <input type="hidden" name="key" value={template.key} />
              <div className="mt-3 grid gap-4 md:grid-cols-2">
                <div className="space-y-3">
                  {field("subject_en", "English subject", template.subject.en, false)}
                  {field("body_en", "English text", template.body.en, true)}
                </div>
                <div className="space-y-3" lang="fr">
                  {field("subject_fr", "French subject", template.subject.fr, false)}
                  {field("body_fr", "French text", template.body.fr, true)}
                </div>
              </div>
              <button type="submit" className="btn-primary mt-3">
                Save<span className="sr-only"> {template.label}</span>
              </button>
            </Form>
          );
        })}
      </div>
    </div>
  );
}
