import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminCopy } from "~/content/admin-copy";
import type { FieldErrors } from "~/schemas/field-errors";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./Field";
import { FormAlert, type FormAlertMessage } from "./FormAlert";

export interface PostFormValues {
  title: string;
  excerpt: string;
  author: string;
  author_role: string;
  category: string;
  tags: string;
  image_alt: string;
  content: string;
  featured: boolean;
  published: boolean;
}

export const emptyPostFormValues: PostFormValues = {
  title: "",
  excerpt: "",
  author: "",
  author_role: "",
  category: "Uncategorized",
  tags: "",
  image_alt: "",
  content: "",
  featured: false,
  published: false,
};

/** The fields in page order: the first one with an error gets focus. */
const FIELD_ORDER = ["title", "excerpt", "author", "author_role", "category", "tags", "image", "image_alt", "content"] as const;

const NO_ERRORS: FieldErrors = {};

/**
 * The new and edit post form: one multipart POST form that works
 * without JavaScript; with it, the button shows what is happening. After a
 * failed attempt focus goes to the first field with an error (the page
 * alert when none has one): `autoFocus` in the page sent without JavaScript,
 * an effect after a submission with it.
 */
export function PostForm({
  mode,
  values,
  categories,
  errors: givenErrors,
  alert,
  currentImage,
  pendingImage,
  imageInput,
}: {
  mode: "new" | "edit";
  values: PostFormValues;
  categories: string[];
  errors?: FieldErrors;
  alert?: FormAlertMessage | null;
  /** The post's image (edit). */
  currentImage?: { url: string; alt: string } | null;
  /** An image uploaded with an attempt that failed validation: kept, not lost. */
  pendingImage?: string | null;
  imageInput: { accept: string; hint: string };
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const errors = givenErrors ?? NO_ERRORS;
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
  const focusFirst = (name: (typeof FIELD_ORDER)[number]) => firstInvalid === name || undefined;

  // A new answer of the action (JavaScript): take the admin to what needs fixing.
  useEffect(() => {
    if (!givenErrors && !alert) return;
    const form = formRef.current;
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus();
  }, [givenErrors, alert]);
  const submitLabel = mode === "new" ? "Create" : "Save";
  const busyLabel = mode === "new" ? "Creating..." : "Saving...";
  const categoryOptions = categories.includes(values.category) ? categories : [values.category, ...categories];
  const shownImage = pendingImage ?? currentImage?.url ?? null;

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="space-y-6" aria-busy={busy || undefined}>
      <FormAlert alert={alert} autoFocus={!firstInvalid} />
      {pendingImage ? <input type="hidden" name="pending_image" value={pendingImage} /> : null}

      <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={200}
          defaultValue={values.title}
          error={errors.title}
          autoFocus={focusFirst("title")}
        />
        <TextAreaField
          label={mode === "new" ? "Summary" : "Excerpt"}
          name="excerpt"
          rows={3}
          maxLength={500}
          defaultValue={values.excerpt}
          error={errors.excerpt}
          autoFocus={focusFirst("excerpt")}
          hint="Shown on the blog list. Leave blank to use the first 200 characters of the content."
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label="Author"
            name="author"
            maxLength={100}
            defaultValue={values.author}
            placeholder="Admin"
            error={errors.author}
            autoFocus={focusFirst("author")}
            hint="Blank means Admin."
          />
          <TextField
            label="Author role"
            name="author_role"
            maxLength={100}
            defaultValue={values.author_role}
            placeholder="e.g. Registered Nurse"
            error={errors.author_role}
            autoFocus={focusFirst("author_role")}
          />
          <SelectField
            label="Category"
            name="category"
            options={categoryOptions}
            defaultValue={values.category}
            error={errors.category}
            autoFocus={focusFirst("category")}
          />
          <TextField
            label="Tags"
            name="tags"
            maxLength={500}
            defaultValue={values.tags}
            placeholder="home care, families"
            error={errors.tags}
            autoFocus={focusFirst("tags")}
            hint="Separate tags with commas."
          />
        </div>
      </div>

      <fieldset className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 text-sm font-semibold text-ink">Image</legend>
        {shownImage ? (
          <div className="flex flex-wrap items-start gap-4">
            <img
              src={shownImage}
              alt=""
              width={160}
              height={90}
              className="aspect-video w-40 rounded-lg border border-slate-200 bg-brand-50 object-cover"
            />
            <div className="space-y-2 text-sm">
              <p className="text-muted">
                {pendingImage ? "Uploaded image, kept from your last attempt." : "Current image."} Choose a file below
                to replace it.
              </p>
              {currentImage && !pendingImage ? <CheckboxField label="Remove image" name="remove_image" /> : null}
            </div>
          </div>
        ) : null}
        <TextField
          label={shownImage ? "Replace image" : "Image upload"}
          name="image"
          type="file"
          accept={imageInput.accept}
          error={errors.image}
          autoFocus={focusFirst("image")}
          hint={imageInput.hint}
        />
        <TextField
          label="Image description (alt text)"
          name="image_alt"
          maxLength={300}
          defaultValue={values.image_alt}
          error={errors.image_alt}
          autoFocus={focusFirst("image_alt")}
          hint="Describe the image for people who cannot see it. Leave blank if it is only decoration."
        />
      </fieldset>

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <CheckboxField
          label="Featured"
          name="featured"
          defaultChecked={values.featured}
          hint="Featured posts are highlighted at the top of the blog."
        />
        <CheckboxField
          label="Published"
          name="published"
          defaultChecked={values.published}
          hint={adminCopy.publishedNote}
        />
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TextAreaField
          label="Content"
          name="content"
          rows={16}
          defaultValue={values.content}
          error={errors.content}
          autoFocus={focusFirst("content")}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-ink shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-600"
          hint="Markdown or HTML. Scripts, styles and frames are removed when the post is shown."
        />
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <Link to="/admin" className="btn-outline">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
