import { useCallback, useState } from "react";
import type { PickedImage } from "./ImageDialog";

/**
 * Uploads image files (paste, drop, the image dialog) to the media library,
 * one request each, and hands each stored image to `onUploaded` to be
 * described; `message` says how it went, for a status line.
 */
export function useImageUploads(uploadUrl: string, onUploaded: (item: PickedImage) => void) {
  const [message, setMessage] = useState("");
  /** False when none of the files is an image (the editor then handles the paste or drop itself). */
  const upload = useCallback(
    async (files: File[]) => {
      const images = files.filter((file) => file.type.startsWith("image/"));
      if (!images.length) return false;
      for (const file of images) {
        setMessage(`Uploading ${file.name}…`);
        const body = new FormData();
        body.set("file", file);
        const answer = await fetch(uploadUrl, { method: "POST", body }).catch(() => null);
        const result = (await answer?.json().catch(() => null)) as { ok: boolean; message?: string; item?: PickedImage } | null;
        if (!result?.ok || !result.item) {
          setMessage(`${file.name} was not uploaded: ${result?.message ?? "the upload failed."}`);
          return true;
        }
        setMessage(`${file.name} uploaded: describe it to insert it.`);
        onUploaded(result.item);
      }
      return true;
    },
    [uploadUrl, onUploaded],
  );
  return { message, upload };
}
