/**
 * Shared test data: one place that knows what a valid record looks like, so
 * a new required field is added here once instead of in every test file.
 */
import type { PostInput } from "~/server/domain/posts.server";

/** A draft post's editor input; pass what the test is about. */
export function postInput(overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: "A post",
    excerpt: "A short summary for the card.",
    content: "Body text",
    author: "Maria Lopez",
    authorRole: "Care Coordinator",
    category: "",
    tags: "",
    featured: false,
    published: false,
    image: null,
    imageAlt: "",
    ...overrides,
  };
}
