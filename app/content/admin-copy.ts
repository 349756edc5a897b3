/** The admin area's fixed texts, word for word. */
export const adminCopy = {
  deletePostQuestion: "Are you sure you want to delete this post? This action cannot be undone.",
  deleteCategoryQuestion: "Delete this category? This action cannot be undone.",
  deleteReviewQuestion: "Delete this review? This action cannot be undone.",
  noPosts: "No posts found.",
  publishedNote: "Check Published for the post to be visible to visitors. Leave it unchecked to save a draft.",
  publishAtNote:
    "Leave blank to publish when you save. A future date and time schedules the post: it appears on the blog at that minute.",
  authorDraftNote: "Your post is saved as a draft. An editor reviews and publishes it; once published, only an editor can change it.",
  deleted: "Deleted",
  postDeleted: "Post deleted.",
  categoryDeleted: "Category deleted.",
  deleteFailed: "Delete failed",
  saveFailed: "Save failed",
  uploadFailed: "Upload failed",
} as const;
