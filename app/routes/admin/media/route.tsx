import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link, type ShouldRevalidateFunctionArgs, useNavigation, useRevalidator } from "react-router";
import { FormAlert } from "~/components/forms/FormAlert";
import { adminMeta } from "~/lib/admin-meta";
import { formatAgencyDate } from "~/lib/agency-time";
import { passOnHeaders } from "~/lib/route-headers";
import { MEDIA_DESCRIPTION_MAX, MEDIA_FILE_FIELD } from "~/schemas/admin-form-rules";
import { mediaFormSchema } from "./schemas";
import { parseForm } from "~/schemas/parse-form";
import { audit, requirePermission, signedInAdmin } from "~/server/auth/auth.server";
import { postImageInput } from "~/server/domain/post-images.server";
import { deleteMedia, describeMedia, type HiddenMediaItem, listMedia, type MediaUse, type VisibleMediaItem } from "~/server/domain/media-library.server";
import { requireTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import type { Route } from "./+types/route";
import { readMediaUpload } from "./upload.server";

/** Who may open this page (and post to it): app/lib/staff-roles.ts. */
export const middleware = [requirePermission("posts:write")];

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Media library");

/** The library, 40 a page, newest first; `q` searches descriptions and file names (decision 0332). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  return { q, library: await listMedia({ q, page }, signedInAdmin(context)), imageInput: postImageInput };
}

/**
 * A delete refused because the image is now in use (409) or already gone
 * (404): the grid is read again, so its card shows where it is used, or
 * leaves. React Router skips that after an error status by default.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || actionStatus === 404 || defaultShouldRevalidate;
}

const DELETE_REFUSALS = {
  "not-found": "That image no longer exists.",
  forbidden: "Only editors delete images others uploaded.",
} as const;

const DESCRIBE_REFUSALS = { ...DELETE_REFUSALS, forbidden: "Only editors describe images others uploaded." } as const;

/** Where an image is used, in words: “A post” (in the text, a saved version); “Another” (post image). */
function usesInWords(uses: MediaUse[]): string {
  return uses.map((use) => `“${use.title}” (${use.as.map((as) => USE_WORDS[as]).join(", ")})`).join("; ");
}

/** Upload one image (multipart, the form without JavaScript), describe an image, delete an unused one. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInAdmin(context);
  const back = new URL(request.url);
  const here = `${href("/admin/media")}${back.search}`;
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    const upload = await readMediaUpload(request, staff);
    if (!upload.ok) return data({ uploadError: upload.message, name: null, error: null }, { status: upload.status });
    await audit(context, "media-upload", { type: "media", id: upload.item.name });
    return redirectWithToast(request, href("/admin/media"), {
      title: "Image uploaded",
      description: upload.item.description ? "Its description is saved with it." : "Give it a description so it can be inserted in a post.",
      variant: "success",
    });
  }
  const submission = parseForm(await requireTextForm(request), mediaFormSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "The form could not be read.";
    return data({ uploadError: null, name: String(submission.payload.name ?? ""), error: message }, { status: 400 });
  }
  const { name } = submission.value;
  if (submission.value.intent === "describe") {
    const described = await describeMedia(name, submission.value.description, staff);
    if (!described.ok) {
      return data({ uploadError: null, name, error: DESCRIBE_REFUSALS[described.reason] }, { status: described.reason === "forbidden" ? 403 : 404 });
    }
    await audit(context, "media-describe", { type: "media", id: name }, submission.value.description);
    return redirectWithToast(request, here, { title: "Description saved", description: "It is offered wherever the image is inserted.", variant: "success" });
  }
  const deleted = await deleteMedia(name, staff);
  if (!deleted.ok) {
    const error =
      deleted.reason !== "in-use"
        ? DELETE_REFUSALS[deleted.reason]
        : deleted.uses.length
          ? `This image cannot be deleted: it is used by ${usesInWords(deleted.uses)}.`
          : // A post showed it at the moment of the delete and no longer does: the library shows it again.
            "This image cannot be deleted: a post was using it a moment ago. Try again.";
    return data({ uploadError: null, name, error }, { status: deleted.reason === "not-found" ? 404 : deleted.reason === "forbidden" ? 403 : 409 });
  }
  await audit(context, "media-delete", { type: "media", id: name });
  return redirectWithToast(request, here, { title: "Image deleted", description: "The file and its copies are gone.", variant: "success" });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const USE_WORDS = { image: "post image", social: "social image", inline: "in the text", revision: "a saved version" } as const;

/**
 * Several files at once with JavaScript: one request each to the JSON upload
 * route, then the page reloads its list. Without JavaScript the same form
 * posts one file to this page's action.
 */
function UploadForm({ accept, hint, error }: { accept: string; hint: string; error: string | null }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string>("");
  const [failures, setFailures] = useState<string[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const busy = navigation.state === "submitting" || progress.startsWith("Uploading");

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={async (event) => {
        const files = [...(inputRef.current?.files ?? [])];
        if (files.length < 2) return;
        event.preventDefault();
        // The description typed with them goes with each, as the form without JavaScript sends it.
        const description = String(new FormData(event.currentTarget).get("description") ?? "");
        const failed: string[] = [];
        for (const [index, file] of files.entries()) {
          setProgress(`Uploading ${index + 1} of ${files.length}…`);
          const body = new FormData();
          body.set(MEDIA_FILE_FIELD, file);
          body.set("description", description);
          const answer = await fetch(href("/admin/media/upload"), { method: "POST", body }).catch(() => null);
          const result = (await answer?.json().catch(() => null)) as { ok: boolean; message?: string } | null;
          if (!result?.ok) failed.push(`${file.name}: ${result?.message ?? "The upload failed."}`);
        }
        setFailures(failed);
        setProgress(`${files.length - failed.length} of ${files.length} uploaded.`);
        if (inputRef.current) inputRef.current.value = "";
        await revalidator.revalidate();
      }}
    >
      <h2 className="text-lg font-semibold text-ink">Upload</h2>
      <label htmlFor="media-file" className="text-sm font-medium text-ink">
        {enhanced ? "Images (choose one or several)" : "Image"}
      </label>
      <input
        ref={inputRef}
        id="media-file"
        name={MEDIA_FILE_FIELD}
        type="file"
        accept={accept}
        multiple={enhanced}
        required
        aria-describedby="media-file-hint"
        aria-invalid={error ? true : undefined}
        className="text-sm"
      />
      <p id="media-file-hint" className="text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="media-description" className="text-sm font-medium text-ink">
        Description (alt text)
      </label>
      <input id="media-description" name="description" maxLength={MEDIA_DESCRIPTION_MAX} className="rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Uploading..." : "Upload"}
        </button>
        <p role="status" className="text-sm text-muted">
          {progress}
        </p>
      </div>
      {failures.length ? (
        <ul className="list-disc pl-5 text-sm text-red-700">
          {failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}

/** Size and upload of any image, seen or not. */
function MediaFacts({ item }: { item: VisibleMediaItem | HiddenMediaItem }) {
  return (
    <>
      <dt>Size</dt>
      <dd>
        {item.width} × {item.height} px, {formatBytes(item.bytes)}
      </dd>
      <dt>Uploaded</dt>
      <dd>
        {formatAgencyDate(item.createdAt)}
        {item.uploadedBy ? ` by ${item.uploadedBy.name}` : ""}
      </dd>
    </>
  );
}

/** An image this person may not see (someone else's unpublished post shows it): no picture, name, description or titles. */
function HiddenMediaCard({ item }: { item: HiddenMediaItem }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="media-hidden">
      <p className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-3 text-center text-sm text-muted">
        The image of someone else's draft: shown once it is published.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
        <MediaFacts item={item} />
        <dt>Used in</dt>
        <dd>A post you cannot open</dd>
      </dl>
      <p className="text-xs text-muted">In use: it cannot be deleted.</p>
    </li>
  );
}

function MediaCard({ item, error }: { item: VisibleMediaItem; error: string | null }) {
  const id = item.name.replace(/\W/g, "-");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid={`media-${item.name}`}>
      <img src={item.thumbUrl} alt="" width={item.width} height={item.height} loading="lazy" className="aspect-video w-full rounded-lg bg-slate-100 object-contain" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
        <dt>File</dt>
        <dd className="truncate" title={item.originalName ?? item.name}>
          {item.originalName ?? item.name}
        </dd>
        <MediaFacts item={item} />
        <dt>Used in</dt>
        <dd>
          {item.uses.length ? (
            <ul>
              {item.uses.map((use) => (
                <li key={use.postId}>
                  <Link to={href("/admin/edit/:id", { id: String(use.postId) })} className="link">
                    {use.title}
                  </Link>{" "}
                  ({use.as.map((as) => USE_WORDS[as]).join(", ")})
                </li>
              ))}
            </ul>
          ) : (
            "No post"
          )}
        </dd>
      </dl>
      {item.mayDescribe ? (
        <Form method="post" className="grid gap-1">
          <input type="hidden" name="intent" value="describe" />
          <input type="hidden" name="name" value={item.name} />
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={2}
            maxLength={MEDIA_DESCRIPTION_MAX}
            defaultValue={item.description}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-outline min-h-9 justify-self-start px-3 py-1 text-sm">
            Save description<span className="sr-only"> of {item.originalName ?? item.name}</span>
          </button>
        </Form>
      ) : (
        <div className="grid gap-1 text-sm">
          <p className="font-medium text-ink">Description</p>
          <p className="text-muted">{item.description || "None yet: its uploader or an editor can describe it."}</p>
          {error ? <p className="font-medium text-red-700">{error}</p> : null}
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-markdown`} className="text-sm font-medium text-ink">
          Markdown to copy into a post
        </label>
        <input id={`${id}-markdown`} readOnly value={item.markdown} className="rounded-lg border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs" data-testid="media-markdown" />
      </div>
      {item.mayDelete ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-red-800">Delete…</summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="name" value={item.name} />
            <button type="submit" className="btn min-h-9 border border-red-300 px-3 py-1.5 text-red-800 hover:bg-red-50">
              Delete this image for good<span className="sr-only"> ({item.originalName ?? item.name})</span>
            </button>
          </Form>
        </details>
      ) : (
        <p className="text-xs text-muted">{item.uses.length ? "In use: it cannot be deleted." : "Only its uploader or an editor can delete it."}</p>
      )}
    </li>
  );
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { library, q, imageInput } = loaderData;
  const pageHref = (page: number) => `${href("/admin/media")}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold text-ink">Media library</h1>
      <p className="mt-2 text-muted">
        Every uploaded image: describe each once, and its description is offered wherever it is inserted. An image used by a post or a saved version of one
        cannot be deleted.
      </p>
      <FormAlert alert={actionData?.error && !library.items.some((item) => !item.hidden && item.name === actionData.name) ? { title: "Not done", description: actionData.error } : null} />
      <UploadForm accept={imageInput.accept} hint={imageInput.hint} error={actionData?.uploadError ?? null} />
      <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="media-search" className="text-sm font-medium text-ink">
            Search descriptions and file names
          </label>
          <input id="media-search" name="q" type="search" defaultValue={q} className="rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        </div>
        <button type="submit" className="btn-outline">
          Search
        </button>
      </form>
      <p className="mt-4 text-sm text-muted" role="status">
        {library.total === 1 ? "1 image" : `${library.total} images`}
        {q ? ` matching “${q}”` : ""}
        {library.pageCount > 1 ? `, page ${library.page} of ${library.pageCount}` : ""}.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {library.items.map((item) =>
          item.hidden ? (
            <HiddenMediaCard key={item.key} item={item} />
          ) : (
            <MediaCard key={item.name} item={item} error={actionData?.name === item.name ? actionData.error : null} />
          ),
        )}
      </ul>
      {library.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-3">
          {library.page > 1 ? (
            <Link to={pageHref(library.page - 1)} className="btn-outline">
              Previous page
            </Link>
          ) : null}
          {library.page < library.pageCount ? (
            <Link to={pageHref(library.page + 1)} className="btn-outline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
