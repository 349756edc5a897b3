import { describe, expect, it } from "vitest";
import { ontarioFallback, postalAreas } from "~/content/postal-areas";
import { regionSummaries } from "~/content/regions";
import {
  findRegionForPostalCode,
  isValidPostalCode,
  normalisePostalCode,
  patternMatches,
} from "~/lib/postal-code";

describe("normalisePostalCode", () => {
  it.each([
    ["l4l 0a1", "L4L 0A1"],
    ["L4L0A1", "L4L 0A1"],
    ["  L4L 0A1  ", "L4L 0A1"],
    ["l 4 l 0 a 1", "L4L 0A1"],
    ["L4L-0A1", "L4L 0A1"],
    ["L4L", "L4L"],
    [" m5v ", "M5V"],
  ])("%j -> %j", (input, expected) => {
    expect(normalisePostalCode(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "123",
    "ZZZ",
    "D1A",
    "W1A 1A1", // W never starts a code
    "Z1A", // nor Z
    "L4L-0A1x",
    "L4L 0A",
    "L4L 0A1 1",
    "L4", // two characters are not an FSA
    "LL4 0A1",
    "K1O 1A1", // O never appears
    "M5V 3D1", // nor D in the last half
    "L4L--0A1",
    "90210",
  ])("rejects %j", (input) => {
    expect(normalisePostalCode(input)).toBeNull();
    expect(isValidPostalCode(input)).toBe(false);
    expect(findRegionForPostalCode(input)).toEqual({ kind: "invalid" });
  });

  it("accepts W and Z after the first position", () => {
    expect(normalisePostalCode("T2W 1Z9")).toBe("T2W 1Z9");
  });
});

describe("findRegionForPostalCode", () => {
  it.each([
    // Toronto
    ["M5V 3L9", "toronto-area"],
    ["M1B", "toronto-area"],
    ["m9w 6k5", "toronto-area"],
    // Peel
    ["L5B 4M5", "peel-region"],
    ["L4T", "peel-region"],
    ["L6Y 4R2", "peel-region"],
    ["L7A", "peel-region"],
    ["L7E 1A1", "peel-region"],
    // York
    ["L4L 0A1", "york-region"],
    ["L3R 9W3", "york-region"],
    ["L4C", "york-region"],
    ["L3Y", "york-region"],
    ["L6A", "york-region"],
    // Durham
    ["L1G 4X7", "durham-region"],
    ["L1S", "durham-region"],
    // Halton
    ["L6J 5A1", "halton-region"],
    ["L7R", "halton-region"],
    ["L9T", "halton-region"],
    // Hamilton and Brantford
    ["L8P 4R5", "hamilton-brantford"],
    ["L9G", "hamilton-brantford"],
    ["N3T 2J5", "hamilton-brantford"],
    // Kitchener-Waterloo
    ["N2L 3G1", "kitchener-waterloo"],
    ["N1H", "kitchener-waterloo"],
    ["N3H", "kitchener-waterloo"],
    // London and Woodstock
    ["N6A 3K7", "london-woodstock"],
    ["N4S", "london-woodstock"],
    // Simcoe
    ["L4M 3X9", "simcoe-region"],
    ["L3V", "simcoe-region"],
    // Ottawa
    ["K1A 0B1", "ottawa-region"],
    ["K2P 1L4", "ottawa-region"],
    ["K4A", "ottawa-region"],
    // Niagara
    ["L2R 7C2", "niagara-region"],
    ["L2E", "niagara-region"],
    ["L3M", "niagara-region"],
    // Elsewhere in Ontario: the province-wide page
    ["P3A 1A1", "ontario"],
    ["K7L 3N6", "ontario"],
    ["N9A", "ontario"],
    ["P7B", "ontario"],
    ["L9W", "ontario"],
    // Other provinces
    ["T2P 1J9", "alberta"],
    ["T5J", "alberta"],
    ["S4P 3Y2", "saskatchewan"],
    ["S7K", "saskatchewan"],
    ["V6B 1A1", "british-columbia"],
    ["V8W", "british-columbia"],
    ["B3H 4R2", "nova-scotia"],
    ["E1C 4M3", "new-brunswick"],
    ["E3B", "new-brunswick"],
    ["C1A 7N8", "prince-edward-island"],
  ])("%s -> %s", (code, region) => {
    expect(findRegionForPostalCode(code)).toEqual({
      kind: "found",
      region,
      fsa: normalisePostalCode(code)!.slice(0, 3),
    });
  });

  it.each([
    ["H2X 1Y4", "H2X"], // Montréal
    ["G1R", "G1R"], // Québec City
    ["R3C 4T3", "R3C"], // Winnipeg
    ["A1C 5M2", "A1C"], // St. John's
    ["X1A", "X1A"], // Yellowknife
    ["Y1A 2C6", "Y1A"], // Whitehorse
  ])("%s is a valid code we do not serve yet", (code, fsa) => {
    expect(findRegionForPostalCode(code)).toEqual({ kind: "not-served", fsa });
  });
});

describe("postal areas", () => {
  const letters = "ABCEGHJKLMNPRSTVWXYZ";
  const allFsas: string[] = [];
  for (const first of "ABCEGHJKLMNPRSTVXY")
    for (let digit = 0; digit <= 9; digit++) for (const third of letters) allFsas.push(`${first}${digit}${third}`);

  it("name only regions that have a page", () => {
    const slugs = new Set(regionSummaries.map((region) => region.slug));
    for (const area of [...postalAreas, ontarioFallback]) expect(slugs).toContain(area.region);
  });

  it("never claim one FSA for two regions", () => {
    const clashes: string[] = [];
    for (const fsa of allFsas) {
      const claims = postalAreas.filter((area) => area.patterns.some((pattern) => patternMatches(pattern, fsa)));
      if (claims.length > 1) clashes.push(`${fsa}: ${claims.map((area) => area.region).join(", ")}`);
    }
    expect(clashes).toEqual([]);
  });

  it("write every pattern as a prefix or an ordered range", () => {
    for (const pattern of postalAreas.flatMap((area) => area.patterns)) {
      const range = /^([A-Z]\d[A-Z])-([A-Z]\d[A-Z])$/.exec(pattern);
      if (range) expect(range[1]! < range[2]!).toBe(true);
      else expect(pattern).toMatch(/^[A-Z](\d([A-Z])?)?$/);
    }
  });

  it("send every Ontario FSA somewhere and every region page gets at least one", () => {
    const reached = new Set<string>();
    for (const fsa of allFsas) {
      const result = findRegionForPostalCode(fsa);
      if ("KLMNP".includes(fsa[0]!)) expect(result.kind).toBe("found");
      if (result.kind === "found") reached.add(result.region);
    }
    expect([...reached].sort()).toEqual(regionSummaries.map((region) => region.slug).sort());
  });
});
