import { useCallback, useRef } from "react";
import { Icon } from "~/components/Icon";
import { reviewText } from "~/schemas/form-rules";
import { REVIEW_ACTION, ReviewForm } from "./ReviewForm";

/**
 * 'Leave a Review' (spec 2.4, 4). Without JavaScript it is a link to the
 * plain review page; with it, a modal dialog holding the same form, which
 * closes after a successful submission.
 */
export function ReviewDialog({ className = "btn-primary" }: { className?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => dialogRef.current?.close(), []);

  function open(event: React.MouseEvent<HTMLAnchorElement>) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function" || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    dialog.showModal();
  }

  return (
    <>
      <a href={REVIEW_ACTION} className={className} onClick={open}>
        <Icon name="star" className="h-5 w-5" />
        {reviewText.openDialog}
      </a>
      <dialog
        ref={dialogRef}
        aria-labelledby="review-dialog-title"
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="m-auto max-h-[90vh] w-[90vw] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
          <h2 id="review-dialog-title" className="text-lg font-semibold text-brand-900">
            {reviewText.openDialog}
          </h2>
          <button type="button" onClick={close} className="rounded-full p-2 hover:bg-gray-100" aria-label="Close dialog">
            <Icon name="close" />
          </button>
        </div>
        <div className="px-5 py-4">
          <ReviewForm onSuccess={close} inDialog />
        </div>
      </dialog>
    </>
  );
}
