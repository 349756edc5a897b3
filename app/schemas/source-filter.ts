/** The staff lists' "Source" filter (`?source=search&heard=friend`, decision 0901): anything else filters nothing. */
import { z } from "zod";
import { type Channel, CHANNELS, HEARD_ABOUT_VALUES, type SourceFilter } from "~/lib/enquiry-sources";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const channelFilterSchema = z.preprocess(
  blankToUndefined,
  z.enum(CHANNELS.map((channel) => channel.value) as [Channel, ...Channel[]]).optional(),
).catch(undefined);
export const heardFilterSchema = z.preprocess(blankToUndefined, z.enum(HEARD_ABOUT_VALUES).optional()).catch(undefined);

export function sourceFilterOf(search: URLSearchParams): SourceFilter {
  return { channel: channelFilterSchema.parse(search.get("source") ?? undefined), heardAbout: heardFilterSchema.parse(search.get("heard") ?? undefined) };
}
