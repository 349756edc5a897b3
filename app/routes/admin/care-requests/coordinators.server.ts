/**
 * /admin/settings' region coordinators (owner): each region's select
 * (`region-<slug>`) names the owner or coordinator who covers it, or nobody.
 * New care requests from a region are assigned and told to that person.
 */
import { href, type RouterContextProvider } from "react-router";
import { regionSummaries } from "~/content/regions";
import { regionField } from "~/lib/care-requests";
import { recordIdSchema } from "~/schemas/record-id";
import { audit } from "~/server/auth/auth.server";
import { careAssignees, regionCoordinators, setRegionCoordinators } from "~/server/domain/care-requests.server";
import { redirectWithToast } from "~/server/infra/session.server";


/** What the settings page shows: each region with its coordinator, and who can be chosen. */
export async function coordinatorSettings() {
  const [current, assignees] = await Promise.all([regionCoordinators(), careAssignees()]);
  return {
    regions: regionSummaries.map((region) => ({ slug: region.slug, name: region.name, userId: current[region.slug] ? String(current[region.slug]) : "" })),
    assignees: assignees.map((person) => ({ value: String(person.id), label: person.name ? `${person.name} (${person.email})` : person.email })),
  };
}

export async function saveCoordinators(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const choices: Record<string, number | null> = {};
  for (const region of regionSummaries) {
    const value = form.get(regionField(region.slug));
    if (value === null) continue;
    if (value === "") {
      choices[region.slug] = null;
      continue;
    }
    const id = recordIdSchema.safeParse(value);
    if (id.success) choices[region.slug] = id.data;
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
    description: changed.length ? `New requests from ${names(changed)} go to the chosen coordinator.` : undefined,
    variant: changed.length ? "success" : "info",
  });
}
