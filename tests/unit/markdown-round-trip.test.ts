import { MarkdownManager } from "@tiptap/markdown";
import { describe, expect, test } from "vitest";
import { editorExtensions } from "~/routes/admin/posts/visual-editor/editor-extensions";
import { demoPosts } from "~/content/demo-content";

/**
 * The visual editor reads and writes the Markdown the textarea holds
 * (decision 0330): a seeded post read into the editor's document and written
 * back is the same text, byte for byte, so opening and saving it changes nothing.
 */
const markdown = new MarkdownManager({ extensions: editorExtensions() });
const roundTrip = (text: string) => markdown.serialize(markdown.parse(text));

describe("the visual editor's Markdown round trip", () => {
  test.each(demoPosts.map((post) => [post.title, post.content]))("“%s” comes back unchanged", (_title, content) => {
    expect(roundTrip(content)).toBe(content);
  });

  test("what the toolbar writes: headings 2 to 4, bold, italic, links, lists, quotes, rules, images with a description or marked decorative", () => {
    const body = [
      "## Heading two",
      "",
      "### Heading three",
      "",
      "#### Heading four",
      "",
      "Some **bold**, *italic* and a [link](/blog/five-signs).",
      "",
      "- one",
      "- two",
      "",
      "1. first",
      "2. second",
      "",
      "> A quote.",
      "",
      "---",
      "",
      "![A nurse at a kitchen table](/media/post-images/post-0123456789abcdef0123456789abcdef.jpg)",
      "",
      '![](/media/post-images/post-00000000000000000000000000000000.png "decorative")',
    ].join("\n");
    expect(roundTrip(body)).toBe(body);
  });
});
