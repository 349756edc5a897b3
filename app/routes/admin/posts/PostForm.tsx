import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useRef } from "react";
import { Form, href, Link } from "react-router";
import { TextField } from "~/components/forms/Field";
import { FormAlert, type FormAlertMessage } from "~/components/forms/FormAlert";
import { adminCopy } from "~/content/admin-copy";
import { POST_LIMITS, type PostFormDefaults } from "~/schemas/admin-form-rules";
import { type ContentCheckList, ContentField } from "./post-form/ContentField";
import { DetailsFields } from "./post-form/DetailsFields";
import { useErrorFocus } from "./post-form/error-focus";
import { FormActions, useSaving } from "./post-form/FormActions";
import { ImageFields } from "./post-form/ImageFields";
import { PublishingFields } from "./post-form/PublishingFields";
import { RecomputeField } from "./post-form/RecomputeField";
import { SeoFields, useSeoDraft } from "./post-form/SeoFields";
import { useDraftAutosave } from "./post-form/useDraftAutosave";

/**
 * The new and edit post form: one multipart POST form that works
 * without JavaScript. The action checks it with the post schema (on the
 * server only: no zod in the admin's JavaScript, decision 0012); its answer
 * (`lastResult`, conform's submission result, which useForm reads for each
 * field's metadata) brings back the typed values and the messages beside
 * their fields. The browser's own limits (maxLength, required) come from
 * admin-form-rules.ts. Its sections are in post-form/.
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
  textLang,
}: {
  /** The language of the post's text when it is not the page's English ("fr-CA" for a French post). */
  textLang?: string;
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
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({ lastResult, defaultValue: defaultValues });
  const errors = form.allErrors;
  const { firstInvalid, focusFirst } = useErrorFocus({ formRef, errors, alert, lastResult });
  const seo = useSeoDraft(defaultValues);
  const drafts = useDraftAutosave({
    formRef,
    enabled: autosave,
    actionUrl: mode === "new" ? href("/admin/new") : undefined,
    initialVersion: version,
  });
  const busy = useSaving(drafts.createdId);
  const formProps = getFormProps(form);

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
        seo.follow(event.target as HTMLInputElement);
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
            <TextField label="Title" name="title" field={fields.title} required maxLength={POST_LIMITS.title} autoFocus={focusFirst("title")} lang={textLang} />
            <ContentField field={fields.content} autoFocus={focusFirst("content")} check={contentCheck} lang={textLang} />
          </div>
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="sr-only">Post settings</h2>
          <DetailsFields mode={mode} fields={fields} categories={categories} defaultCategory={defaultValues.category} focus={focusFirst} lang={textLang} />
          <ImageFields
            fields={fields}
            current={currentImage}
            pending={pendingImage}
            error={errors.image?.[0]}
            imageInput={imageInput}
            focus={focusFirst}
          />
          {mayPublish ? (
            <PublishingFields fields={fields} autoFocusPublishAt={focusFirst("publish_at")} />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-muted shadow-sm sm:p-6">{adminCopy.authorDraftNote}</p>
          )}
          <SeoFields
            fields={fields}
            draft={seo.draft}
            slug={slug}
            focus={focusFirst}
            socialImage={{
              current: currentSocialImage,
              pending: pendingSocialImage,
              error: errors.social_image?.[0],
              accept: imageInput.accept,
              autoFocus: focusFirst("social_image"),
            }}
          />
          {mode === "edit" ? <RecomputeField slug={slug} /> : null}
        </div>
        <FormActions mode={mode} busy={busy} drafts={drafts} />
      </div>
    </Form>
  );
}
