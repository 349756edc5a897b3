/**
 * An upload to the media library, its HTTP side (shared by the library's own
 * form, one file without JavaScript, and the JSON route the visual editor and
 * the library's script post to, one request per file): reads the multipart
 * body with the post images' checks, hands the stored file to the library
 * (cleaned, copies made, uploader recorded), and words a refusal.
 */
import { postImageUploadPolicy } from "~/server/domain/post-images.server";
import { acceptMediaUpload } from "~/server/domain/media-library.server";
import { MEDIA_DESCRIPTION_MAX, MEDIA_FILE_FIELD } from "~/schemas/admin-form-rules";
import type { StaffRole } from "~/lib/staff-roles";
import { readMultipartForm } from "~/server/infra/multipart.server";
import { IMAGE_REFUSALS } from "../posts/post-form-refusals.server";



const NO_FILE = "Choose an image to upload.";

export type MediaUploadAnswer =
  | { ok: true; item: { name: string; url: string; description: string; width: number; height: number }; fields: FormData }
  | { ok: false; status: 400 | 413; message: string; fields: FormData | null };

export async function readMediaUpload(request: Request, staff: { id: number; role: StaffRole }): Promise<MediaUploadAnswer> {
  const form = await readMultipartForm(request, { ...postImageUploadPolicy, field: MEDIA_FILE_FIELD });
  if (!form.ok && form.fields === null) return { ok: false, status: form.status, message: form.formError, fields: null };
  if (!form.ok) return { ok: false, status: form.fieldStatus, message: form.fieldError, fields: form.fields };
  if (!form.file) return { ok: false, status: 400, message: NO_FILE, fields: form.fields };
  const description = String(form.fields.get("description") ?? "").slice(0, MEDIA_DESCRIPTION_MAX);
  const accepted = await acceptMediaUpload(form.file, staff, description);
  if (!accepted.ok) {
    const ext = form.file.storedName.slice(form.file.storedName.lastIndexOf(".") + 1);
    return { ok: false, status: 400, message: IMAGE_REFUSALS[accepted.reason](ext), fields: form.fields };
  }
  return { ok: true, item: accepted.item, fields: form.fields };
}
