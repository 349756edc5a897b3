import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useFormAction, useNavigation } from "react-router";
import { KeptImage } from "./post-form/KeptImage";
import { PublishingFields } from "./post-form/PublishingFields";
import { type SeoDraft, SeoFields } from "./post-form/SeoFields";
import { useDraftAutosave } from "./post-form/useDraftAutosave";
import { useSiteUrl } from "~/lib/root-data";
import { type ContentCheckList, ContentField } from "./post-form/ContentField";
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { FormAlert, type FormAlertMessage } from "~/components/forms/FormAlert";
import { adminCopy } from "~/content/admin-copy";
import { seam } from "~/lib/browser-seam";
import { EXCERPT_LENGTH } from "~/lib/post-rules";
import { POST_LIMITS, type PostFormDefaults } from "~/schemas/admin-form-rules";

/** The fields in page order: the first one with an error gets focus. */
const FIELD_ORDER = [
  "title",
  "content",
  "excerpt",
  "author",
  "author_role",
  "category",
  "tags",
  "image",
  "image_alt",
  "publish_at",
  "meta_title",
  "meta_description",
  "social_image",
  "social_image_alt",
  "canonical_url",
] as const;

/** The fields the search preview and the counters follow as the editor types. */
const SEO_DRAFT_FIELDS = new Set<string>(["title", "excerpt", "meta_title", "meta_description", "canonical_url"]);

/**
 * The new and edit post form: one multipart POST form that works
 * without JavaScript. The action checks it with the post schema (on the
 * server only: no zod in the admin's JavaScript, decision 0012); its answer
 * (`lastResult`, conform's submission result, which useForm reads for each
 * field's metadata) brings back the typed values and the messages beside
 * their fields. The browser's own limits (maxLength, required) come from
 * admin-form-rules.ts. After a failed attempt focus goes to the first field
 * with an error (the page alert when none has one): `autoFocus` in the page
 * sent without JavaScript, conform (or the effect below) with it.
 */
export function PostForm({
  mode,
  defaultValues,
  categories,
  lastResult,
  alert,
  currentImage,
  pendingImage,
  currentSocialImage = null,
  pendingSocialImage = null,
  imageInput,
  mayPublish,
  slug = null,
  version,
  autosave = false,
  conflict = null,
  contentCheck = null,
}: {
  /** The accessibility checks of the body as saved, or as refused at Publish (decision 0331). */
  contentCheck?: ContentCheckList | null;
  mode: "new" | "edit";
  /** The post's address (edit). */
  slug?: string | null;
  /** The version the form was opened at (edit): a save over a newer one is refused. */
  version?: number;
  /** With JavaScript, a draft saves itself a few seconds after typing stops. */
  autosave?: boolean;
  /** A save refused because someone else saved first: where to compare. */
  conflict?: { compareHref: string | null } | null;
  /** False for an author: no Featured/Published switches, an editor publishes. */
  mayPublish: boolean;
  defaultValues: PostFormDefaults;
  categories: string[];
  lastResult?: SubmissionResult<string[]>;
  alert?: FormAlertMessage | null;
  /** The post's image (edit). */
  currentImage?: { url: string; alt: string } | null;
  /** An image uploaded with an attempt that failed validation: kept, not lost. */
  pendingImage?: string | null;
  /** The post's own social image (edit), and one kept from a failed attempt. */
  currentSocialImage?: string | null;
  pendingSocialImage?: string | null;
  imageInput: { accept: string; hint: string };
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Busy only for this form's own submission (not the page's other forms: preview links).
  const ownAction = useFormAction();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaultValues,
  });
  const errors = form.allErrors;
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]?.length);
  const focusFirst = (name: (typeof FIELD_ORDER)[number]) => firstInvalid === name || undefined;

  // A form-level failure without a field to fix (JavaScript): focus on the alert. conform focuses a field with an error.
  useEffect(() => {
    if (alert && !Object.entries(lastResult?.error ?? {}).some(([name, messages]) => name && messages?.length)) {
      formRef.current?.querySelector<HTMLElement>(`${seam.formAlert.selector}:not([hidden])`)?.focus();
    }
  }, [alert, lastResult]);
  const submitLabel = mode === "new" ? "Create" : "Save";
  const busyLabel = mode === "new" ? "Creating..." : "Saving...";
  const category = typeof fields.category.initialValue === "string" ? fields.category.initialValue : defaultValues.category;
  const categoryOptions = categories.includes(category) ? categories : [category, ...categories];
  const shownImage = pendingImage ?? currentImage?.url ?? null;
  const siteUrl = useSiteUrl();
  const media = {
    pickerUrl: href("/admin/media/picker"),
    uploadUrl: href("/admin/media/upload"),
    linkSearchUrl: href("/admin/link-search"),
    libraryUrl: href("/admin/media"),
  };
  const [seoDraft, setSeoDraft] = useState<SeoDraft>(() => ({
    title: defaultValues.title,
    excerpt: defaultValues.excerpt,
    meta_title: defaultValues.meta_title,
    meta_description: defaultValues.meta_description,
    canonical_url: defaultValues.canonical_url,
  }));
  const drafts = useDraftAutosave({
    formRef,
    enabled: autosave,
    actionUrl: mode === "new" ? href("/admin/new") : undefined,
    initialVersion: version,
  });
  const formProps = getFormProps(form);
  const submittedTo = navigation.formAction?.split("?")[0];
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (submittedTo === ownAction.split("?")[0] || submittedTo === href("/admin/edit/:id", { id: String(drafts.createdId) }));

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="space-y-6"
      aria-busy={busy || undefined}
      {...formProps}
      action={drafts.createdId ? href("/admin/edit/:id", { id: String(drafts.createdId) }) : undefined}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (SEO_DRAFT_FIELDS.has(target.name)) setSeoDraft((draft) => ({ ...draft, [target.name]: target.value }));
        drafts.onEdit(event);
      }}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) drafts.onSubmit();
      }}
    >
      <FormAlert alert={alert} autoFocus={!firstInvalid} toast />
      {conflict?.compareHref ? (
        <p className="-mt-3 text-sm">
          <Link to={conflict.compareHref} className="link">
            Compare the version you opened with the current one
          </Link>{" "}
          (opens the post's history; your text stays here until you leave).
        </p>
      ) : null}
      {pendingImage ? <input type="hidden" name="pending_image" value={pendingImage} /> : null}
      {pendingSocialImage ? <input type="hidden" name="pending_social_image" value={pendingSocialImage} /> : null}
      {drafts.version !== undefined ? <input type="hidden" name="version" value={drafts.version} /> : null}

      {/* Rows from 1024 px: the body (as tall as it is) and the actions right below it; the settings span both beside them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        {/* Writing first: the title and the body, full width; the settings beside them from 1024 px, below them on smaller screens. */}
        <div className="grid min-w-0 gap-6 lg:col-start-1">
          <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <TextField label="Title" name="title" field={fields.title} required maxLength={POST_LIMITS.title} autoFocus={focusFirst("title")} />
            <ContentField field={fields.content} autoFocus={focusFirst("content")} check={contentCheck} media={media} />
          </div>
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="sr-only">Post settings</h2>
          <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <TextAreaField
              label={mode === "new" ? "Summary" : "Excerpt"}
              name="excerpt"
              field={fields.excerpt}
              rows={3}
              maxLength={POST_LIMITS.excerpt}
              autoFocus={focusFirst("excerpt")}
              hint={`Shown on the blog list. Leave blank to use the first ${EXCERPT_LENGTH} characters of the content.`}
            />
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
              <TextField
                label="Author"
                name="author"
                field={fields.author}
                maxLength={POST_LIMITS.author}
                placeholder="Admin"
                autoFocus={focusFirst("author")}
                hint="Blank means Admin."
              />
              <TextField
                label="Author role"
                name="author_role"
                field={fields.author_role}
                maxLength={POST_LIMITS.author_role}
                placeholder="e.g. Registered Nurse"
                autoFocus={focusFirst("author_role")}
              />
              <SelectField
                label="Category"
                name="category"
                field={fields.category}
                options={categoryOptions}
                defaultValue={category}
                autoFocus={focusFirst("category")}
              />
              <TextField
                label="Tags"
                name="tags"
                field={fields.tags}
                maxLength={POST_LIMITS.tags}
                placeholder="home care, families"
                autoFocus={focusFirst("tags")}
                hint="Separate tags with commas."
              />
            </div>
          </div>

          <fieldset className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <legend className="px-1 text-sm font-semibold text-ink">Image</legend>
            {shownImage ? (
              <KeptImage
                url={shownImage}
                pending={Boolean(pendingImage)}
                aspect="video"
                label="image"
                remove={currentImage ? { name: "remove_image", label: "Remove image" } : null}
              />
            ) : null}
            <FileField
              label={shownImage ? "Replace image" : "Image upload"}
              name="image"
              error={errors.image?.[0]}
              accept={imageInput.accept}
              autoFocus={focusFirst("image")}
              hint={imageInput.hint}
            />
            <TextField
              label="Image description (alt text)"
              name="image_alt"
              field={fields.image_alt}
              maxLength={POST_LIMITS.image_alt}
              autoFocus={focusFirst("image_alt")}
              hint="Required with an image: say what it shows for people who cannot see it."
            />
            <CheckboxField
              label="Decorative image"
              name="image_decorative"
              field={fields.image_decorative}
              hint="Tick only when the image adds nothing the text does not say: screen readers then skip it, and no description is needed."
            />
          </fieldset>

          {mayPublish ? (
            <PublishingFields fields={fields} autoFocusPublishAt={focusFirst("publish_at")} />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-muted shadow-sm sm:p-6">
              {adminCopy.authorDraftNote}
            </p>
          )}

          <SeoFields
            fields={fields}
            draft={seoDraft}
            slug={slug}
            siteUrl={siteUrl}
            focus={focusFirst}
            socialImage={{
              current: currentSocialImage,
              pending: pendingSocialImage,
              error: errors.social_image?.[0],
              accept: imageInput.accept,
              autoFocus: focusFirst("social_image"),
            }}
          />

          {mode === "edit" ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <CheckboxField
                label="Make the address and read time again"
                name="recompute"
                hint={`The address stays /blog/${slug ?? ""} and the read time stays as it is unless you tick this: the address then comes from the title, and links to the old address stop working.`}
              />
            </div>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-3 lg:col-start-1 lg:row-start-2">
          {/* On the new page, wait for an autosave creating the draft: a Create now would make a second post. */}
          <button type="submit" className="btn-primary" disabled={busy || (mode === "new" && !drafts.createdId && drafts.status.state === "saving")}>
            {busy ? busyLabel : submitLabel}
          </button>
          <Link to={href("/admin")} className="btn-outline">
            Cancel
          </Link>
          <p role="status" className="self-center text-sm text-muted" data-testid="autosave-status">
            {drafts.statusText}
            {drafts.status.state === "failed" && drafts.status.compareHref ? (
              <>
                {" "}
                <Link to={drafts.status.compareHref} className="link">
                  Compare
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </div>
    </Form>
  );
}
