/**
 * The decision records stay readable on their own: each says when it was
 * written and where it stands, and none sends the reader to an issue number
 * they cannot open (the record says the rule itself). A number names one
 * record, and every "decision NNNN" in the code and documents names one that
 * exists. A record is at most about a page; a longer one stays only as
 * history, superseded as a whole by a newer record (records are never
 * rewritten, only their status line gains "Superseded by NNNN").
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const folder = path.resolve("docs/decisions");
const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** About a page: what a record may hold, counted as `wc -w` counts. */
const MOST_WORDS = 700;

/** A record's status: its "Date: ... Status: ..." paragraph, which may wrap. */
function statusOf(name: string): string {
  const text = fs.readFileSync(path.join(folder, name), "utf8");
  return text.slice(text.indexOf("\nDate: ") + 1).split(/\n\s*\n/)[0]!.replace(/\s+/g, " ");
}

const numberOf = (name: string) => name.slice(0, 4);

/** The records a status says supersede this one, in part or whole: "superseded by 0211", "Superseded in part by 0632". */
const supersededBy = (status: string) => [...status.matchAll(/\bsuperseded (?:in part )?by (\d{4})\b/gi)].map((match) => match[1]!);

/** The records a status says this one supersedes, in part or whole: "Supersedes 0016", "supersedes, in 0630, ...". */
const supersedes = (status: string) => [...status.matchAll(/\bsupersedes,? (?:in )?(\d{4})\b/gi)].map((match) => match[1]!);

/**
 * The record that replaces this one as a whole: its status says so in a
 * sentence of its own ("Superseded by 0019.", not "superseded by 0211 where
 * ..." nor "the retention superseded by 0211"), and that record's status
 * says "Supersedes <this one>".
 */
function replacedBy(name: string): string | null {
  const whole = /(?:^|Status: |[.;] )superseded by (\d{4})(?=[.;,]|\s\(|$)/gi;
  for (const [, number] of statusOf(name).matchAll(whole)) {
    const newer = records.find((other) => numberOf(other) === number);
    if (newer && new RegExp(`\\bSupersedes ${numberOf(name)}\\b`, "i").test(statusOf(newer))) return number!;
  }
  return null;
}

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

  test(`a record is at most ${MOST_WORDS} words unless a newer record supersedes it as a whole`, () => {
    const words = (name: string) => fs.readFileSync(path.join(folder, name), "utf8").split(/\s+/).filter(Boolean).length;
    const tooLong = records.filter((name) => words(name) > MOST_WORDS && !replacedBy(name)).map((name) => `${name}: ${words(name)} words`);
    expect(tooLong).toEqual([]);
  });

  test("every record a status says supersedes or is superseded by exists", () => {
    const numbers = new Set(records.map(numberOf));
    const named = records.flatMap((name) => [...supersededBy(statusOf(name)), ...supersedes(statusOf(name))].map((number) => ({ name, number })));
    expect(named.filter(({ number }) => !numbers.has(number)).map(({ name, number }) => `${name}: ${number}`)).toEqual([]);
    // The patterns still find the statuses' many mentions (a broken one would find none and pass).
    expect(named.length).toBeGreaterThan(20);
  });

  test("a record that supersedes another is named in that record's status", () => {
    const unanswered = records.flatMap((name) =>
      supersedes(statusOf(name))
        .filter((number) => {
          const older = records.find((other) => numberOf(other) === number);
          return older && !supersededBy(statusOf(older)).includes(numberOf(name));
        })
        .map((number) => `${number} does not say it is superseded by ${name}`),
    );
    expect(unanswered).toEqual([]);
  });
});
