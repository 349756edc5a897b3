import { useId } from "react";
import { Icon } from "~/components/Icon";
import { useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { REVIEW_ACTION, ReviewForm } from "./ReviewForm";
import { seamAttrs } from "~/lib/browser-seam";

/**
 * 'Leave a Review'. Without JavaScript it is a link to the
 * plain review page; with it (app/browser/forms.ts), a modal dialog holding
 * the same form, which closes after a successful submission. Styled in
 * styles/marketing.css (.review-dialog).
 */
export function ReviewDialog({ className = "btn-primary" }: { className?: string }) {
  const id = useId();
  const dialogId = `${id}-review`;
  const t = useT();
  return (
    <>
      <a href={inEdition(useLocale(), REVIEW_ACTION)} className={className} {...seamAttrs({ reviewDialog: dialogId })}>
        <Icon name="star" className="h-5 w-5" />
        {t("review.openDialog")}
      </a>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        className="review-dialog"
      >
        <div>
          <h2 id={`${dialogId}-title`}>{t("review.openDialog")}</h2>
          <button type="button" {...seamAttrs({ dialogClose: true })} aria-label={t("forms.closeDialog")}>
            <Icon name="close" />
          </button>
        </div>
        <div>
          <ReviewForm />
        </div>
      </dialog>
    </>
  );
}
