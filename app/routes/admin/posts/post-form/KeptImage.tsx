import { CheckboxField } from "~/components/forms/Field";

/**
 * The image a file field already holds (the post image, the social image):
 * a thumbnail, whether it is the saved one or one kept from a failed attempt,
 * and the way to drop the saved one.
 */
export function KeptImage({
  url,
  pending,
  aspect,
  label,
  remove,
}: {
  url: string;
  /** Kept from the last attempt (not saved yet). */
  pending: boolean;
  aspect: "video" | "social";
  /** "image" or "social image", in "Current image." */
  label: string;
  /** The checkbox that drops the saved image, or null when there is none to drop. */
  remove: { name: string; label: string } | null;
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <img
        src={url}
        alt=""
        width={160}
        height={aspect === "video" ? 90 : 84}
        className={`${aspect === "video" ? "aspect-video" : "aspect-[1.91]"} w-40 rounded-lg border border-slate-200 bg-brand-50 object-cover`}
      />
      <div className="space-y-2 text-sm">
        <p className="text-muted">
          {pending ? `Uploaded ${label}, kept from your last attempt.` : `Current ${label}.`} Choose a file below to replace
          it.
        </p>
        {remove && !pending ? <CheckboxField label={remove.label} name={remove.name} /> : null}
      </div>
    </div>
  );
}
