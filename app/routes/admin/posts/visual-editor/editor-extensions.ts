/**
 * The visual editor's document (decision 0330): the nodes and marks of the
 * Markdown the blog renders, headings 2 to 4 (the title is the 1), images
 * with their description and title, links; and the Markdown round trip.
 * Shared by the editor and the unit test of the round trip of every seeded post.
 */
import Image from "@tiptap/extension-image";
import { Markdown } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";

export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      underline: false,
      link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
    }),
    Image,
    Markdown,
  ];
}
