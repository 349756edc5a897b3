import { describe, expect, it } from "vitest";
import { ratingFrom, ratingOptions } from "~/schemas/review";

describe("ratingFrom (spec 5: default 5, non-numeric falls back to 5)", () => {
  it("keeps 1-5", () => {
    for (const value of ["1", "2", "3", "4", "5", 3]) expect(ratingFrom(value)).toBe(Number(value));
  });
  it("falls back to 5 when not numeric", () => {
    for (const value of ["", "  ", "abc", "five", undefined, null, "NaN", "1e999", {}, []]) {
      expect(ratingFrom(value), JSON.stringify(value)).toBe(5);
    }
  });
  it("rounds and clamps numbers out of range", () => {
    expect(ratingFrom("0")).toBe(1);
    expect(ratingFrom("-3")).toBe(1);
    expect(ratingFrom("9")).toBe(5);
    expect(ratingFrom("3.6")).toBe(4);
  });
  it("labels the options as the spec does", () => {
    expect(ratingOptions.map((o) => `${o.value} ${o.label}`)).toEqual([
      "5 Excellent",
      "4 Very Good",
      "3 Good",
      "2 Fair",
      "1 Poor",
    ]);
  });
});
