import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";
import { DECORATIVE_TITLE } from "~/lib/content-checks";
import { Modal } from "./Modal";

/** An image of the media library, as the picker and the upload answer it. */
export interface PickedImage {
  name: string;
  url: string;
  thumbUrl?: string;
  description: string;
}

/**
 * The image dialog: choose from the media library (search by description or
 * file name) or upload from the computer, then describe it or mark it
 * decorative: no image goes in without one or the other.
 */
export function ImageDialog({
  editor,
  pickerUrl,
  initial,
  onUpload,
  onClose,
}: {
  editor: Editor;
  /** The media library's search (JSON). */
  pickerUrl: string;
  initial: PickedImage | null;
  onUpload: (files: File[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<PickedImage[]>([]);
  const [picked, setPicked] = useState<PickedImage | null>(initial);
  const [alt, setAlt] = useState(initial?.description ?? "");
  const [decorative, setDecorative] = useState(false);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (initial) {
      setPicked(initial);
      setAlt(initial.description);
    }
  }, [initial]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await fetch(`${pickerUrl}?${new URLSearchParams({ q: query.trim() })}`, { signal: controller.signal }).catch(() => null);
      setItems(((await answer?.json().catch(() => null)) as { items?: PickedImage[] } | null)?.items ?? []);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, pickerUrl]);

  const insert = () => {
    if (!picked) {
      setMessage("Choose an image from the library, or upload one.");
      return;
    }
    if (!alt.trim() && !decorative) {
      setMessage("Describe the image for people who cannot see it, or tick “Decorative”.");
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: picked.url, alt: decorative ? "" : alt.trim(), ...(decorative ? { title: DECORATIVE_TITLE } : {}) })
      .run();
    onClose();
  };

  return (
    <Modal title="Insert an image" onClose={onClose}>
      <div className="grid gap-1">
        <label htmlFor="image-search" className="text-sm font-medium text-ink">
          Search the media library
        </label>
        <input
          id="image-search"
          type="search"
          value={query}
          autoFocus={!initial}
          onChange={(event) => setQuery(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <fieldset>
        <legend className="sr-only">Images</legend>
        <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-auto sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                aria-pressed={picked?.name === item.name}
                onClick={() => {
                  setPicked(item);
                  setAlt(item.description);
                  setDecorative(false);
                  setMessage("");
                }}
                className={`block w-full rounded-lg border-2 p-1 ${picked?.name === item.name ? "border-brand-700" : "border-transparent"}`}
              >
                <img src={item.thumbUrl ?? item.url} alt={item.description || `No description yet (${item.name})`} className="aspect-square w-full rounded object-cover" />
              </button>
            </li>
          ))}
        </ul>
        {!items.length ? <p className="text-sm text-muted">No image found.</p> : null}
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor="image-upload" className="text-sm font-medium text-ink">
          Or upload from this computer
        </label>
        <input
          id="image-upload"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length) void onUpload(files);
          }}
          className="text-sm"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="image-alt" className="text-sm font-medium text-ink">
          Description (alt text){picked ? ` of ${picked.name}` : ""}
        </label>
        <textarea
          id="image-alt"
          rows={2}
          value={alt}
          disabled={decorative}
          autoFocus={Boolean(initial)}
          aria-describedby="image-message"
          onChange={(event) => setAlt(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <label className="mt-1 flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
          Decorative: it adds nothing the text does not say (screen readers skip it)
        </label>
      </div>
      <p id="image-message" className="text-sm font-medium text-red-700" role="alert">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={insert}>
          Insert image
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </Modal>
  );
}
