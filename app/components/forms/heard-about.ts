/** "How did you hear about us?" choices in the page's language (decision 0901): the care request and job forms'. */
import { HEARD_ABOUT_VALUES, type HeardAboutChoice } from "~/lib/enquiry-sources";
import type { MessageKey, Translate } from "~/lib/i18n";

const KEYS = {
  search: "source.heardSearch",
  social: "source.heardSocial",
  friend: "source.heardFriend",
  professional: "source.heardProfessional",
  "ontario-health": "source.heardOntarioHealth",
  advertisement: "source.heardAdvertisement",
  other: "source.heardOther",
} as const satisfies Record<HeardAboutChoice, MessageKey>;

export function heardAboutOptions(t: Translate): { value: string; label: string }[] {
  return HEARD_ABOUT_VALUES.map((value) => ({ value, label: t(KEYS[value]) }));
}
