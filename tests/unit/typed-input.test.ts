import { describe, expect, it } from "vitest";
import { categoryFormSchema } from "~/routes/admin/posts/schemas";
import { postFormSchema } from "~/routes/admin/posts/schemas";
import { recordIdSchema } from "~/schemas/record-id";

describe("what staff type", () => {
  it("refuses control characters and U+FFFD in a category name, with a message", () => {
    for (const name of ["Care\u0000", "Home\uFFFDCare", "Esc\u001b[31m", "C1\u0085"]) {
      const parsed = categoryFormSchema.safeParse({ name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain("cannot be typed");
    }
    expect(categoryFormSchema.parse({ name: "  Soins à domicile  " })).toEqual({ name: "Soins à domicile" });
  });

  it("keeps line breaks and tabs in a post's content but refuses other control characters anywhere", () => {
    expect(postFormSchema.safeParse({ title: "A title", content: "Line one\r\n\tLine two" }).success).toBe(true);
    expect(postFormSchema.safeParse({ title: "A title", content: "Bell\u0007" }).success).toBe(false);
    expect(postFormSchema.safeParse({ title: "Tab\tin title" }).success).toBe(false);
    expect(postFormSchema.safeParse({ title: "A title", tags: "care,\u0000x" }).success).toBe(false);
  });
});

describe("record ids", () => {
  it("are decimal digits only: nothing Number() would stretch into an id", () => {
    for (const id of ["0x1", "1e0", " 1", "1 ", "+1", "01", "0", "-1", "1.0", "", "9".repeat(17), "١"]) {
      expect(recordIdSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
    expect(recordIdSchema.parse("1")).toBe(1);
    expect(recordIdSchema.parse("1234567")).toBe(1234567);
    expect(recordIdSchema.parse(42)).toBe(42);
    // The id columns are 32-bit on PostgreSQL: a larger id is no row, not a query it refuses.
    expect(recordIdSchema.parse("2147483647")).toBe(2147483647);
    expect(recordIdSchema.safeParse("2147483648").success).toBe(false);
    expect(recordIdSchema.safeParse(3000000000).success).toBe(false);
  });
});
