/**
 * The decision records stay readable on their own: each says when it was
 * written and where it stands, and none sends the reader to an issue number
 * they cannot open (the record says the rule itself). A number names one
 * record, and every "decision NNNN" in the code and documents names one that
 * exists.
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

  test("each number names one record", () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  test("every decision the code and documents name exists", () => {
    const numbers = new Set(records.map((name) => name.slice(0, 4)));
    const named: string[] = [];
    const read = (entry: string) => {
      const stat = fs.statSync(entry);
      if (stat.isDirectory()) {
        // Not the tests' scratch folders (tests/.tmp).
        for (const child of fs.readdirSync(entry)) if (!child.startsWith(".")) read(path.join(entry, child));
      } else if (/\.(ts|tsx|mjs|js|md|css)$/.test(entry)) {
        const text = fs.readFileSync(entry, "utf8");
        for (const [, first, more] of text.matchAll(/\b[Dd]ecisions? (\d{4})((?:(?:, | and |-|–)\d{4})*)/g)) {
          for (const number of [first, ...(more?.match(/\d{4}/g) ?? [])]) if (!numbers.has(number!)) named.push(`${path.relative(".", entry)}: ${number}`);
        }
      }
    };
    for (const entry of ["app", "server", "scripts", "migrations", "tests", "docs", "README.md", "server.js", "Dockerfile"]) {
      if (fs.existsSync(entry)) read(entry);
    }
    expect(named).toEqual([]);
  });

  test.each(records)("%s points at no issue number", (name) => {
    expect(fs.readFileSync(path.join(folder, name), "utf8")).not.toMatch(/\bissues? #?\d+/i);
  });
});
