/**
 * The decision records stay readable on their own: each says when it was
 * written and where it stands, and none sends the reader to an issue number
 * they cannot open (the record says the rule itself).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const folder = path.resolve("docs/decisions");
const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("decision records", () => {
  test("there are records, named NNNN-title.md", () => {
    expect(records.length).toBeGreaterThan(10);
  });

  test.each(records)("%s has a title, a date and a status", (name) => {
    const [title, , dateLine] = fs.readFileSync(path.join(folder, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)} \\S`));
    expect(dateLine).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (proposed|accepted|superseded by \d{4}|revised \d{4}-\d{2}-\d{2})\b/);
  });

  test.each(records)("%s points at no issue number", (name) => {
    expect(fs.readFileSync(path.join(folder, name), "utf8")).not.toMatch(/\bissues? #?\d+/i);
  });
});
