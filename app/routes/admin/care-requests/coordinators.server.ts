/**
 * /admin/settings' region coordinators (owner): each region's select
 * (`region-<slug>`, several choices) names the owners or coordinators who
 * cover it, or nobody; each person's "speaks French" box marks who takes
 * requests for service in French (decision 0804). New care requests from a
 * region are assigned and told to them (app/lib/care-requests.ts coordinatorsFor).
 */
import { href, type RouterContextProvider } from "react-router";
import { regionSummaries } from "~/content/regions";
import { regionField, speaksFrenchField } from "~/lib/care-requests";
import { recordIdSchema } from "~/schemas/record-id";
import { audit } from "~/server/auth/auth.server";
import { careAssignees, regionCoordinators, setFrenchSpeakers, setRegionCoordinators } from "~/server/domain/care-requests.server";
import { redirectWithToast } from "~/server/infra/session.server";


/** What the settings page shows: each region with its coordinator, and who can be chosen. */
export async function coordinatorSettings() {
  const [current, assignees] = await Promise.all([regionCoordinators(), careAssignees()]);
  return {
    regions: regionSummaries.map((region) => ({ slug: region.slug, name: region.name, userIds: (current[region.slug] ?? []).map(String) })),
    assignees: assignees.map((person) => ({
      value: String(person.id),
      label: person.name ? `${person.name} (${person.email})` : person.email,
      speaksFrench: person.speaksFrench,
      regions: regionSummaries.filter((region) => current[region.slug]?.includes(person.id)).map((region) => region.name),
    })),
  };
}

/** The "speaks French" boxes: `staff` lists the people the form showed, a ticked box marks one. */
export async function saveFrenchSpeakers(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const shown = form
    .getAll("staff")
    .map((value) => recordIdSchema.safeParse(value))
    .flatMap((id) => (id.success ? [id.data] : []));
  const speakers = new Set(shown.filter((id) => form.get(speaksFrenchField(id)) === "on"));
  const changed = await setFrenchSpeakers(shown, speakers);
  const words = changed.map((person) => `${person.email}: ${person.speaksFrench ? "speaks French" : "does not speak French"}`).join("; ");
  if (changed.length) await audit(context, "care-coordinators", { type: "setting", id: "speaks_french" }, `Changed: ${words}`);
  return redirectWithToast(request, `${href("/admin/settings")}#care-french`, {
    title: changed.length ? "French speakers saved" : "Nothing changed",
    description: changed.length ? "Requests for service in French go to the region's coordinators who speak French." : undefined,
    variant: changed.length ? "success" : "info",
  });
}

export async function saveCoordinators(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const choices: Record<string, number[]> = {};
  for (const region of regionSummaries) {
    // A region the form did not send is left as it is; its empty value (nobody) is always sent with the choices.
    const values = form.getAll(regionField(region.slug));
    if (!values.length) continue;
    const ids = values.filter((value) => value !== "").map((value) => recordIdSchema.safeParse(value));
    if (ids.every((id) => id.success)) choices[region.slug] = ids.map((id) => id.data!);
  }
  const { changed, refused } = await setRegionCoordinators(choices);
  const names = (slugs: string[]) => slugs.map((slug) => regionSummaries.find((region) => region.slug === slug)?.name ?? slug).join(", ");
  if (changed.length) await audit(context, "care-coordinators", { type: "setting", id: "care_region_coordinators" }, `Changed: ${names(changed)}`);
  const to = `${href("/admin/settings")}#care-coordinators`;
  if (refused.length) {
    return redirectWithToast(request, to, {
      title: changed.length ? "Some coordinators saved" : "Nothing changed",
      description: `Not saved for ${names(refused)}: that person cannot take care requests (not a coordinator or owner, or deactivated).`,
      variant: "error",
    });
  }
  return redirectWithToast(request, to, {
    title: changed.length ? "Region coordinators saved" : "Nothing changed",
    description: changed.length ? `New requests from ${names(changed)} go to the chosen coordinators.` : undefined,
    variant: changed.length ? "success" : "info",
  });
}
