/**
 * The decision records stay readable on their own: each says when it was
 * written and where it stands, and none sends the reader to an issue number
 * they cannot open (the record says the rule itself). A number names one
 * record, and every "decision NNNN" in the code and documents names one that
 * exists.
 */
import { execFileSync } from "node:child_process";
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
    // "decision 0328", "decisions 0620, 0621, and 0623", "decisions 0330-0332", also across a
    // line break inside a comment; not a date after the number ("decision 0323, 2026-11-27").
    const gap = String.raw`[\s*/#]+`;
    const more = String.raw`(?:,${gap}(?:and${gap})?|${gap}and${gap}|\s*[-–]\s*)\d{4}\b(?!-\d)`;
    const mention = new RegExp(String.raw`\b[Dd]ecisions?${gap}(\d{4})\b(?!-\d)((?:${more})*)`, "g");
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
    let found = 0;
    const missing: string[] = [];
    for (const file of tracked) {
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, "utf8");
      if (text.includes("\0")) continue;
      for (const [, first, rest] of text.matchAll(mention)) {
        for (const number of [first, ...(rest?.match(/\d{4}/g) ?? [])]) {
          found += 1;
          if (!numbers.has(number!)) missing.push(`${file}: ${number}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The pattern still finds the code's many mentions (a broken one would find none and pass).
    expect(found).toBeGreaterThan(300);
  });

  test.each(records)("%s points at no issue number", (name) => {
    expect(fs.readFileSync(path.join(folder, name), "utf8")).not.toMatch(/\bissues? #?\d+/i);
  });
});
