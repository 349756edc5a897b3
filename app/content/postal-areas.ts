/**
 * Which region page serves which postal codes, by forward sortation area
 * (FSA: the first three characters of a Canadian postal code, e.g. "L4L").
 * Used by the 'Find care near you' box (app/lib/postal-code.ts).
 *
 * Each pattern is one of:
 *   - a prefix of 1 to 3 characters: "M" (all of Toronto), "K1", "L4L";
 *   - an inclusive range of FSAs, "L4T-L4Z" or "L6P-L7A" (compared as text,
 *     which follows Canada Post's order because every FSA is letter-digit-letter).
 *
 * The areas are approximate: they follow municipal boundaries closely enough
 * to send a family to the right team, and the team takes it from there. No two
 * areas claim the same FSA (tests/unit/postal-code.test.ts checks it). Any
 * Ontario FSA not listed (K, L, M, N, P) goes to the province-wide 'ontario'
 * page; letters of provinces we do not serve yet give "not served".
 */
export interface PostalArea {
  /** Region slug of /location/{slug}. */
  region: string;
  /** Where these FSAs are, for the person editing this list. */
  note: string;
  patterns: string[];
}

export const postalAreas: PostalArea[] = [
  {
    region: "toronto-area",
    note: "Every M code: Toronto, North York, Scarborough, Etobicoke, East York",
    patterns: ["M"],
  },
  {
    region: "peel-region",
    note: "Mississauga (L4T-L5W), Brampton (L6P-L7A), Caledon and Bolton (L7C, L7E, L7K)",
    patterns: ["L4T-L4Z", "L5A-L5W", "L6P-L7A", "L7C", "L7E", "L7K"],
  },
  {
    region: "york-region",
    note:
      "Markham and Thornhill (L3P-L3T, L6B-L6G), Newmarket (L3X, L3Y), Stouffville, Richmond Hill, " +
      "Aurora, Vaughan and Woodbridge (L4A-L4L), Richmond Hill north (L4S), Georgina (L4P), " +
      "Maple (L6A), King (L7B), East Gwillimbury (L9N)",
    patterns: ["L3P-L3T", "L3X", "L3Y", "L4A-L4L", "L4P", "L4S", "L6A-L6G", "L7B", "L9N"],
  },
  {
    region: "durham-region",
    note: "Clarington, Oshawa, Whitby, Ajax, Pickering (L1B-L1Z), Port Perry (L9L), Uxbridge (L9P)",
    patterns: ["L1B-L1Z", "L9L", "L9P"],
  },
  {
    region: "halton-region",
    note: "Oakville (L6H-L6M), Georgetown (L7G), Acton (L7J), Burlington (L7L-L7T), Milton (L9E, L9T)",
    patterns: ["L6H-L6M", "L7G", "L7J", "L7L-L7T", "L9E", "L9T"],
  },
  {
    region: "hamilton-brantford",
    note:
      "Waterdown (L8B), Hamilton and Stoney Creek (L8E-L8W), Hamilton Mountain, Ancaster, Dundas " +
      "(L9A-L9C, L9G, L9H, L9K), rural Hamilton (L0R), Paris (N3L), Brantford (N3P-N3V)",
    patterns: ["L8B", "L8E-L8W", "L9A-L9C", "L9G", "L9H", "L9K", "L0R", "N3L", "N3P-N3V"],
  },
  {
    region: "kitchener-waterloo",
    note: "Guelph and Cambridge (N1E-N1T), Kitchener and Waterloo (N2A-N2V), New Hamburg, Elmira, Cambridge (N3A-N3H)",
    patterns: ["N1E-N1T", "N2A-N2V", "N3A-N3H"],
  },
  {
    region: "london-woodstock",
    note: "Tillsonburg (N4G), Woodstock (N4S-N4V), Ingersoll (N5C), St. Thomas (N5P, N5R), London (N5V-N6P)",
    patterns: ["N4G", "N4S-N4V", "N5C", "N5P", "N5R", "N5V-N6P"],
  },
  {
    region: "simcoe-region",
    note:
      "Orillia (L3V), Bradford (L3Z), Barrie (L4M, L4N, L9J), Midland (L4R), Penetanguishene (L9M), " +
      "Alliston (L9R), Innisfil (L9S), Collingwood and Wasaga Beach (L9X-L9Z), rural Simcoe (L0L, L0M)",
    patterns: ["L3V", "L3Z", "L4M", "L4N", "L4R", "L9J", "L9M", "L9R", "L9S", "L9X-L9Z", "L0L", "L0M"],
  },
  {
    region: "ottawa-region",
    note: "Ottawa (K1, K2), Orléans, Manotick and Greely (K4A-K4P), rural Ottawa (K0A)",
    patterns: ["K1", "K2", "K4A-K4P", "K0A"],
  },
  {
    region: "niagara-region",
    note:
      "Fort Erie, Niagara Falls, St. Catharines and Thorold (L2A-L2W), Welland (L3B, L3C), " +
      "Port Colborne (L3K), Grimsby (L3M), Niagara-on-the-Lake and Fonthill (L0S)",
    patterns: ["L2A-L2W", "L3B", "L3C", "L3K", "L3M", "L0S"],
  },
  { region: "alberta", note: "Every T code", patterns: ["T"] },
  { region: "saskatchewan", note: "Every S code", patterns: ["S"] },
  { region: "british-columbia", note: "Every V code", patterns: ["V"] },
  { region: "nova-scotia", note: "Every B code", patterns: ["B"] },
  { region: "new-brunswick", note: "Every E code", patterns: ["E"] },
  { region: "prince-edward-island", note: "Every C code", patterns: ["C"] },
];

/**
 * Ontario FSAs no area above claims (Kingston, Sudbury, Windsor, Thunder Bay...)
 * are served through the province-wide page.
 */
export const ontarioFallback: PostalArea = {
  region: "ontario",
  note: "Any other Ontario code (K, L, M, N, P)",
  patterns: ["K", "L", "M", "N", "P"],
};
