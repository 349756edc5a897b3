import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { CheckboxField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { parseForm } from "~/schemas/parse-form";
import { settingsSchema } from "~/schemas/two-factor";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/server/domain/settings.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/settings";

/** The owner's switches: app/lib/staff-roles.ts. */
export const middleware = [requirePermission("settings")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader({ context }: Route.LoaderArgs) {
  return { requireTwoFactor: await twoFactorRequired(), ownSecondFactor: signedInAdmin(context).hasSecondFactor };
}

const OWN_FIRST = "Turn on two-factor for your own account first (Your account), so you are not locked out of the admin.";

/**
 * Saves the settings. Requiring two-factor for all staff needs the owner to
 * have it first (else they would be sent to set it up at once).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await requireTextForm(request), settingsSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const on = submission.value.requireTwoFactor === "on";
  if (on && !signedInAdmin(context).hasSecondFactor) {
    return data(submission.reply({ fieldErrors: { requireTwoFactor: [OWN_FIRST] } }), { status: 400 });
  }
  const was = await twoFactorRequired();
  if (was !== on) {
    await setTwoFactorRequired(on);
    await audit(context, "settings-change", { type: "setting", id: "require_two_factor" }, `Require two-factor for all staff: ${on ? "on" : "off"}`);
  }
  return redirectWithToast(request, href("/admin/settings"), {
    title: was === on ? "Nothing changed" : "Settings saved",
    description: on ? "Every staff member needs two-factor to use the admin." : "Two-factor is up to each staff member.",
    variant: "success",
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { requireTwoFactor: loaderData.requireTwoFactor ? "on" : undefined },
  });
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-ink">Settings</h1>
      <p className="mt-2 text-muted">Rules for every staff account.</p>
      <Form method="post" className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save-settings" />
        <FormAlert alert={form.errors?.[0] ? { title: form.errors[0] } : null} line />
        <CheckboxField
          label="Require two-factor authentication for all staff"
          name="requireTwoFactor"
          field={fields.requireTwoFactor}
          hint={
            <>
              A staff member without an authenticator app or a passkey is sent to set one up right after their password, and can do nothing else
              until then.
              {loaderData.ownSecondFactor ? null : (
                <>
                  {" "}
                  You need it yourself first: <Link to={`${href("/admin/account")}#two-factor`} className="link">set it up on Your account</Link>.
                </>
              )}
            </>
          }
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save settings"}
        </button>
      </Form>
    </div>
  );
}
