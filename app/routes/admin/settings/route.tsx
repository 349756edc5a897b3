import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { CheckboxField, SelectField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { passOnHeaders } from "~/lib/route-headers";
import { parseForm } from "~/schemas/parse-form";
import { settingsSchema } from "~/schemas/two-factor";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/server/domain/settings.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/route";
// --- care requests: region coordinators ---
import { CARE_COORDINATORS_INTENT, regionField } from "~/lib/care-requests";
import { coordinatorSettings, saveCoordinators } from "../care-requests/coordinators.server";

/** The owner's switches: app/lib/staff-roles.ts. */
export const middleware = [requirePermission("settings")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader({ context }: Route.LoaderArgs) {
  return { requireTwoFactor: await twoFactorRequired(), ownSecondFactor: signedInAdmin(context).hasSecondFactor, care: await coordinatorSettings() };
}

const OWN_FIRST = "Turn on two-factor for your own account first (Your account), so you are not locked out of the admin.";

/**
 * Saves the settings. Requiring two-factor for all staff needs the owner to
 * have it first (else they would be sent to set it up at once).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireTextForm(request);
  if (form.get("intent") === CARE_COORDINATORS_INTENT) return saveCoordinators(request, context, form);
  const submission = parseForm(form, settingsSchema);
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
      <RegionCoordinators care={loaderData.care} busy={busy} />
    </div>
  );
}

// --- care requests: who covers each region (decision 0610) ---
function RegionCoordinators({ care, busy }: { care: Route.ComponentProps["loaderData"]["care"]; busy: boolean }) {
  return (
    <section id="care-coordinators" aria-labelledby="care-coordinators-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="care-coordinators-heading" className="text-xl font-bold text-ink">
        Region coordinators
      </h2>
      <p className="mt-1 text-sm text-muted">
        New care requests from a region are assigned to its coordinator, who is told by email. Owners and coordinators can be chosen.
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={CARE_COORDINATORS_INTENT} />
        <div className="grid gap-3 sm:grid-cols-2">
          {care.regions.map((region) => (
            <SelectField
              key={`${region.slug}-${region.userId}`}
              label={region.name}
              name={regionField(region.slug)}
              options={care.assignees}
              placeholder="Nobody"
              defaultValue={region.userId}
            />
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save region coordinators
        </button>
      </Form>
    </section>
  );
}
