import type { FieldMetadata } from "@conform-to/react";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { EXCERPT_LENGTH } from "~/lib/post-rules";
import { POST_LIMITS } from "~/schemas/admin-form-rules";
import type { FocusFirst } from "./error-focus";

/** A new post's languages (decision 0803): English unless chosen. */
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "fr", label: "French" },
];

/**
 * The post's summary, author, category and tags, and a new post's
 * language. A category no longer in the list (deleted since) stays offered
 * for the post that has it.
 */
export function DetailsFields({
  mode,
  fields,
  categories,
  defaultCategory,
  focus,
  lang,
}: {
  mode: "new" | "edit";
  /** The language of the post's text when it is not the page's (a French post). */
  lang?: string;
  fields: {
    excerpt: FieldMetadata<string>;
    author: FieldMetadata<string>;
    author_role: FieldMetadata<string>;
    category: FieldMetadata<string>;
    tags: FieldMetadata<string>;
    language: FieldMetadata<string>;
  };
  categories: string[];
  defaultCategory: string;
  focus: FocusFirst;
}) {
  const category = typeof fields.category.initialValue === "string" ? fields.category.initialValue : defaultCategory;
  const categoryOptions = categories.includes(category) ? categories : [category, ...categories];
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {mode === "new" ? (
        <SelectField
          label="Language"
          name="language"
          field={fields.language}
          options={LANGUAGE_OPTIONS}
          defaultValue="en"
          autoFocus={focus("language")}
          hint="A French post appears on the French blog. To translate an English post, open it and choose “Create the French version”."
        />
      ) : null}
      <TextAreaField
        label={mode === "new" ? "Summary" : "Excerpt"}
        name="excerpt"
        field={fields.excerpt}
        rows={3}
        lang={lang}
        maxLength={POST_LIMITS.excerpt}
        autoFocus={focus("excerpt")}
        hint={`Shown on the blog list. Leave blank to use the first ${EXCERPT_LENGTH} characters of the content.`}
      />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
        <TextField
          label="Author"
          name="author"
          field={fields.author}
          maxLength={POST_LIMITS.author}
          placeholder="Admin"
          autoFocus={focus("author")}
          hint="Blank means Admin."
        />
        <TextField
          label="Author role"
          name="author_role"
          field={fields.author_role}
          maxLength={POST_LIMITS.author_role}
          placeholder="e.g. Registered Nurse"
          autoFocus={focus("author_role")}
        />
        <SelectField
          label="Category"
          name="category"
          field={fields.category}
          options={categoryOptions}
          defaultValue={category}
          autoFocus={focus("category")}
        />
        <TextField
          label="Tags"
          name="tags"
          field={fields.tags}
          maxLength={POST_LIMITS.tags}
          placeholder="home care, families"
          autoFocus={focus("tags")}
          hint="Separate tags with commas."
        />
      </div>
    </div>
  );
}
