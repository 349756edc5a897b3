/**
 * The comparison of two versions of a post (app/server/domain/post-diff.server.ts):
 * words for the short fields; for the body, changed lines with two lines of
 * context, long unchanged stretches left out, and a rewrite shown whole.
 */
import { describe, expect, test } from "vitest";
import type { DiffPiece } from "~/lib/revisions";
import { type ComparableText, comparePostText, diffContent, diffWordsOf } from "~/server/domain/post-diff.server";

/** The pieces written out: [-removed-], {+added+}, [… n …] for left-out text. */
function show(pieces: DiffPiece[]): string {
  return pieces
    .map((piece) => {
      if (piece.kind === "skip") return `[… ${piece.lines} …]`;
      if (piece.kind === "removed") return `[-${piece.text}-]`;
      if (piece.kind === "added") return `{+${piece.text}+}`;
      return piece.text;
    })
    .join("");
}

const version = (fields: Partial<ComparableText>): ComparableText => ({
  title: "Title",
  excerpt: "",
  content: "",
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  image: null,
  imageAlt: null,
  imageDecorative: false,
  socialImage: null,
  ...fields,
});

describe("short fields, word by word", () => {
  test("a replaced word, and an added phrase joined across its spaces", async () => {
    expect(show(await diffWordsOf("The quick brown fox", "The slow brown fox jumps high"))).toBe("The [-quick-]{+slow+} brown fox {+jumps high+}");
    expect(show(await diffWordsOf("a long article", "a long, revised article"))).toBe("a long{+, revised+} article");
  });

  test("a replaced phrase is one removal and one addition, not word by word in turns", async () => {
    expect(show(await diffWordsOf("Call us on weekdays today", "Write to the office today"))).toBe("[-Call us on weekdays-]{+Write to the office+} today");
  });
});

describe("the body", () => {
  const lines = (n: number, label = "Line") => Array.from({ length: n }, (_, i) => `${label} ${i + 1}.`);

  test("a short body is shown whole", async () => {
    expect(show(await diffContent("One.\nTwo.\nThree.", "One.\nTwo, changed.\nThree."))).toBe("One.\nTwo{+, changed+}.\nThree.");
  });

  test("a long body: two lines of context either side of each change, the rest counted (blank lines not)", async () => {
    const before = lines(40);
    const after = [...before];
    after[9] = "Line 10, edited.";
    after.splice(30, 1);
    expect(show(await diffContent(before.join("\n"), after.join("\n")))).toBe(
      [
        "[… 7 …]Line 8.\nLine 9.\nLine 10{+, edited+}.\nLine 11.\nLine 12.",
        "[… 16 …]Line 29.\nLine 30.\n[-Line 31.-]\nLine 32.\nLine 33.[… 7 …]",
      ].join(""),
    );
  });

  test("lines added at the end and removed at the start", async () => {
    const before = lines(10).join("\n");
    expect(show(await diffContent(`Intro.\n${before}`, `${before}\nOutro.`))).toBe("[-Intro.-]\nLine 1.\nLine 2.[… 6 …]Line 9.\nLine 10.\n{+Outro.+}");
  });

  test("a removed paragraph keeps its place; line breaks at a change's ends are not tinted", async () => {
    const before = "Para 1.\n\nPara 2.\n\nPara 3.";
    expect(show(await diffContent(before, "Para 1.\n\nPara 3."))).toBe("Para 1.\n\n[-Para 2.-]\n\nPara 3.");
    expect(show(await diffContent(before, `${before}\n\nPara 4.`))).toBe("[… 2 …]Para 3.\n\n{+Para 4.+}");
  });

  test("one long paragraph: only the words around the change", async () => {
    const paragraph = Array.from({ length: 300 }, (_, i) => `w${i}`).join(" ");
    const shown = show(await diffContent(paragraph, paragraph.replace(" w150 ", " changed ")));
    expect(shown).toMatch(/^\[… 0 …\].* w149 \[-w150-\]\{\+changed\+\} w151 .*\[… 0 …\]$/);
    expect(shown.length).toBeLessThan(paragraph.length / 2);
    expect(shown).not.toContain("w10 ");
    expect(shown).not.toContain("w290");
  });

  test("Windows line ends from a form and Unix ones from the seed compare as the same lines", async () => {
    const [change] = (await comparePostText(version({ content: "One.\nTwo." }), version({ content: "One.\r\nTwo." }))).filter((c) => c.changed);
    expect(change).toBeUndefined();
  });

  test("a rewrite is shown as the old text removed and the new added, quickly", async () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old${i}`).join(" ");
    const after = Array.from({ length: 3000 }, (_, i) => `new${i}`).join(" ");
    const started = performance.now();
    const pieces = await diffContent(before, after);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(pieces).toEqual([
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ]);
  });
});

describe("comparing two versions", () => {
  test("every revised field, in the editor's order; unchanged ones marked so; images as pictures", async () => {
    const changes = await comparePostText(
      version({ title: "Old title", image: "/media/post-images/post-1.png", imageAlt: "A nurse", metaDescription: null }),
      version({ title: "New title", image: "/media/post-images/post-2.png", imageAlt: "A nurse", metaDescription: "Now described", imageDecorative: false }),
    );
    expect(changes.map((change) => change.label)).toEqual([
      "Title",
      "Excerpt",
      "Content",
      "Meta title",
      "Meta description",
      "Canonical URL",
      "Image",
      "Image description (alt text)",
      "Decorative image",
      "Social image",
    ]);
    expect(changes.filter((change) => change.changed).map((change) => change.field)).toEqual(["title", "metaDescription", "image"]);
    const byField = Object.fromEntries(changes.map((change) => [change.field, change]));
    expect(show(byField.title!.pieces)).toBe("[-Old-]{+New+} title");
    expect(show(byField.metaDescription!.pieces)).toBe("{+Now described+}");
    expect(byField.image!.images).toEqual({ before: "/media/post-images/post-1.png", after: "/media/post-images/post-2.png" });
  });

  test("the decorative checkbox reads Yes/No", async () => {
    const [change] = (await comparePostText(version({ imageDecorative: false }), version({ imageDecorative: true }))).filter((c) => c.changed);
    expect(show(change!.pieces)).toBe("[-No-]{+Yes+}");
  });
});
