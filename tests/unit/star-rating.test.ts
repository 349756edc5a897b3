import { describe, expect, it } from "vitest";
import { starCount, starLabel } from "~/lib/star-rating";

describe("starCount", () => {
  it("rounds and clamps to 0-5", () => {
    expect(starCount(5)).toBe(5);
    expect(starCount(4.4)).toBe(4);
    expect(starCount(4.5)).toBe(5);
    expect(starCount(9)).toBe(5);
    expect(starCount(-2)).toBe(0);
    expect(starCount(0)).toBe(0);
    expect(starCount("3")).toBe(3);
  });

  it("shows no stars for what is not a number", () => {
    for (const value of [Number.NaN, Infinity, "", "abc", null, undefined, {}]) {
      expect(starCount(value)).toBe(0);
    }
  });

  it("has a text equivalent", () => {
    expect(starLabel(4)).toBe("Rated 4 out of 5");
  });
});
