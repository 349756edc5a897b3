/**
 * Canadian postal codes for the 'Find care near you' box: normalise what a
 * visitor typed, check the format, and find the region page that serves it.
 * Pure: no React, no database. The area list is app/content/postal-areas.ts.
 */
import { ontarioFallback, type PostalArea, postalAreas } from "~/content/postal-areas";

type PostalLookup =
  | { kind: "found"; region: string; fsa: string }
  | { kind: "not-served"; fsa: string }
  | { kind: "invalid" };

/**
 * Canada Post never uses D F I O Q U in a postal code (they read like other
 * characters), and W and Z never start one. So a code starts with one of
 * A B C E G H J K L M N P R S T V X Y.
 */
const FIRST_LETTER = "[ABCEGHJKLMNPRSTVXY]";
const LETTER = "[ABCEGHJ-NPRSTV-Z]";
/** "A1A" (forward sortation area only) or "A1A1A1" (full code, no space). */
const POSTAL_CODE = new RegExp(`^${FIRST_LETTER}\\d${LETTER}(?:\\d${LETTER}\\d)?$`);

/**
 * Upper case without spaces, then "A1A 1A1" or "A1A". Accepts surrounding and
 * inner spaces ("l4l 0a1", " L4L0A1 ") and one hyphen between the two halves
 * ("L4L-0A1"). Anything else that is not a postal code gives null.
 */
export function normalisePostalCode(input: string): string | null {
  let compact = input.replace(/\s+/g, "").toUpperCase();
  if (/^[A-Z0-9]{3}-[A-Z0-9]{3}$/.test(compact)) compact = compact.replace("-", "");
  if (!POSTAL_CODE.test(compact)) return null;
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export function isValidPostalCode(input: string): boolean {
  return normalisePostalCode(input) !== null;
}

/** Does one pattern of a PostalArea ("M", "K1", "L4L", "L4T-L4Z") cover this FSA? */
export function patternMatches(pattern: string, fsa: string): boolean {
  const range = /^([A-Z]\d[A-Z])-([A-Z]\d[A-Z])$/.exec(pattern);
  if (range) return fsa >= range[1]! && fsa <= range[2]!;
  return fsa.startsWith(pattern);
}

function areaFor(fsa: string, areas: PostalArea[]): PostalArea | undefined {
  return areas.find((area) => area.patterns.some((pattern) => patternMatches(pattern, fsa)));
}

/** The region page serving a postal code (or its first three characters). */
export function findRegionForPostalCode(input: string): PostalLookup {
  const code = normalisePostalCode(input);
  if (!code) return { kind: "invalid" };
  const fsa = code.slice(0, 3);
  const area = areaFor(fsa, postalAreas) ?? areaFor(fsa, [ontarioFallback]);
  return area ? { kind: "found", region: area.region, fsa } : { kind: "not-served", fsa };
}
