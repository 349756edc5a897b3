import { useId } from "react";
import { Icon } from "~/components/Icon";
import { reviewText } from "~/schemas/form-rules";
import { REVIEW_ACTION, ReviewForm } from "./ReviewForm";
import { seamAttrs } from "~/lib/browser-seam";

/**
 * 'Leave a Review'. Without JavaScript it is a link to the
 * plain review page; with it (app/browser/forms.ts), a modal dialog holding
 * the same form, which closes after a successful submission.
 */
export function ReviewDialog({ className = "btn-primary" }: { className?: string }) {
  const id = useId();
  const dialogId = `${id}-review`;
  return (
    <>
      <a href={REVIEW_ACTION} className={className} {...seamAttrs({ reviewDialog: dialogId })}>
        <Icon name="star" className="h-5 w-5" />
        {reviewText.openDialog}
      </a>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        className="m-auto max-h-[90vh] w-[90vw] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
          <h2 id={`${dialogId}-title`} className="text-lg font-semibold text-brand-900">
            {reviewText.openDialog}
          </h2>
          <button type="button" {...seamAttrs({ dialogClose: true })} className="rounded-full p-2 hover:bg-gray-100" aria-label="Close dialog">
            <Icon name="close" />
          </button>
        </div>
        <div className="px-5 py-4">
          <ReviewForm />
        </div>
      </dialog>
    </>
  );
}
