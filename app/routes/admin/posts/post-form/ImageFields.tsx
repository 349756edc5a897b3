import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, FileField, TextField } from "~/components/forms/Field";
import { POST_LIMITS } from "~/schemas/admin-form-rules";
import type { FocusFirst } from "./error-focus";
import { KeptImage } from "./KeptImage";

/**
 * The post image: the one it has (or one kept from a failed attempt), a file
 * to replace it, and its description or "decorative" (decision 0349).
 */
export function ImageFields({
  fields,
  current,
  pending,
  error,
  imageInput,
  focus,
}: {
  fields: { image_alt: FieldMetadata<string>; image_decorative: FieldMetadata<boolean> };
  /** The post's image (edit). */
  current: { url: string; alt: string } | null | undefined;
  /** An image uploaded with an attempt that failed validation: kept, not lost. */
  pending: string | null | undefined;
  error: string | undefined;
  imageInput: { accept: string; hint: string };
  focus: FocusFirst;
}) {
  const shownImage = pending ?? current?.url ?? null;
  return (
    <fieldset className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-sm font-semibold text-ink">Image</legend>
      {shownImage ? (
        <KeptImage
          url={shownImage}
          pending={Boolean(pending)}
          aspect="video"
          label="image"
          remove={current ? { name: "remove_image", label: "Remove image" } : null}
        />
      ) : null}
      <FileField
        label={shownImage ? "Replace image" : "Image upload"}
        name="image"
        error={error}
        accept={imageInput.accept}
        autoFocus={focus("image")}
        hint={imageInput.hint}
      />
      <TextField
        label="Image description (alt text)"
        name="image_alt"
        field={fields.image_alt}
        maxLength={POST_LIMITS.image_alt}
        autoFocus={focus("image_alt")}
        hint="Required with an image: say what it shows for people who cannot see it."
      />
      <CheckboxField
        label="Decorative image"
        name="image_decorative"
        field={fields.image_decorative}
        hint="Tick only when the image adds nothing the text does not say: screen readers then skip it, and no description is needed."
      />
    </fieldset>
  );
}
