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
import type { Route } from "./+types/route";
// --- care requests: region coordinators ---
import { CARE_COORDINATORS_INTENT, FRENCH_SPEAKERS_INTENT, regionField, speaksFrenchField } from "~/lib/care-requests";
import { coordinatorSettings, saveCoordinators, saveFrenchSpeakers } from "../care-requests/coordinators.server";

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
  if (form.get("intent") === FRENCH_SPEAKERS_INTENT) return saveFrenchSpeakers(request, context, form);
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
      <FrenchSpeakers care={loaderData.care} busy={busy} />
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
        New care requests from a region are assigned to its first coordinator and told to each of them by email; a request for service in French goes to
        those who speak French (below), or to all of them when none does. Owners and coordinators can be chosen; Ctrl or ⌘ click chooses several.
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={CARE_COORDINATORS_INTENT} />
        <div className="grid gap-3 sm:grid-cols-2">
          {care.regions.map((region) => (
            <div key={`${region.slug}-${region.userIds.join(",")}`}>
              <label htmlFor={regionField(region.slug)} className="field-label">
                {region.name}
              </label>
              {/* Sent even when nothing is chosen: the region then has nobody. */}
              <input type="hidden" name={regionField(region.slug)} value="" />
              <select
                id={regionField(region.slug)}
                name={regionField(region.slug)}
                multiple
                size={Math.min(Math.max(care.assignees.length, 2), 4)}
                defaultValue={region.userIds}
                className="field-control"
              >
                {care.assignees.map((person) => (
                  <option key={person.value} value={person.value}>
                    {person.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save region coordinators
        </button>
      </Form>
    </section>
  );
}

/** Who speaks French: requests for service in French go to them first (decision 0804). */
function FrenchSpeakers({ care, busy }: { care: Route.ComponentProps["loaderData"]["care"]; busy: boolean }) {
  return (
    <section id="care-french" aria-labelledby="care-french-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="care-french-heading" className="text-xl font-bold text-ink">
        Coordinators who speak French
      </h2>
      <p className="mt-1 text-sm text-muted">A family who asks for service in French is assigned and told to the region&apos;s coordinators ticked here.</p>
      {care.assignees.length ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value={FRENCH_SPEAKERS_INTENT} />
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Owners and coordinators, the regions they cover, and whether they speak French</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-4">Coordinator</th>
                  <th scope="col" className="py-2 pr-4">Regions</th>
                  <th scope="col" className="py-2">Speaks French</th>
                </tr>
              </thead>
              <tbody>
                {care.assignees.map((person) => (
                  <tr key={`${person.value}-${String(person.speaksFrench)}`} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium [overflow-wrap:anywhere]">
                      {person.label}
                    </th>
                    <td className="py-2 pr-4 text-muted">{person.regions.length ? person.regions.join(", ") : "None"}</td>
                    <td className="py-2">
                      <input type="hidden" name="staff" value={person.value} />
                      <input
                        type="checkbox"
                        id={speaksFrenchField(person.value)}
                        name={speaksFrenchField(person.value)}
                        defaultChecked={person.speaksFrench}
                        aria-label={`${person.label} speaks French`}
                        className="h-5 w-5 accent-brand-700"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Save French speakers
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm">No owner or coordinator yet.</p>
      )}
    </section>
  );
}
