import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, TextField } from "~/components/forms/Field";
import { adminCopy } from "~/content/admin-copy";

/**
 * Featured, Published and "Publish at" (Toronto time, decision 0313): Published
 * with a future time schedules the post; with no time, or a past one, it goes
 * live on save; unticked it stays a draft whatever the time.
 */
export function PublishingFields({
  fields,
  autoFocusPublishAt,
}: {
  fields: {
    featured: FieldMetadata<boolean>;
    published: FieldMetadata<boolean>;
    publish_at: FieldMetadata<string>;
  };
  autoFocusPublishAt?: boolean;
}) {
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <CheckboxField label="Featured" name="featured" field={fields.featured} hint="Featured posts are highlighted at the top of the blog." />
      <CheckboxField label="Published" name="published" field={fields.published} hint={adminCopy.publishedNote} />
      <TextField
        label="Publish at (Toronto time)"
        name="publish_at"
        type="datetime-local"
        field={fields.publish_at}
        className="max-w-md"
        autoFocus={autoFocusPublishAt}
        placeholder="2026-12-01 09:30"
        hint={adminCopy.publishAtNote}
      />
    </div>
  );
}
