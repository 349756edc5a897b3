import { useEffect } from "react";
import { useToast } from "~/components/Toaster";
import { seamAttrs } from "~/lib/browser-seam";
import { useFieldLook } from "./Field";

export interface FormAlertMessage {
  /** The product's titles: 'Send failed', 'Upload failed', 'Save failed' ... */
  title: string;
  description?: string;
}

const looks = {
  /** .form-alert: styles/marketing.css. */
  light: { box: "form-alert", title: "font-semibold", description: "mt-0.5" },
  /** .form-alert recoloured by the dark form (.form-dark). */
  dark: { box: "form-alert", title: "font-semibold", description: "mt-0.5" },
  admin: { box: "mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900", title: "font-semibold", description: "mt-1 text-sm" },
  /** One line in red (the sign-in form). */
  line: { box: "rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700", title: undefined, description: "mt-1 text-sm" },
};

/**
 * A form's own failure, inside the form: readable without JavaScript, and
 * `autoFocus` makes the page sent without it open with focus here (the
 * browser scrolls to the form; screen readers read the problem first).
 * Always in the page, hidden while empty: the public pages' script fills
 * this same markup (the seam's formAlert, alertTitle,
 * alertDescription) for an answer it got in place. `toast`: on a
 * hydrated page, also shown as the product's toast. `line`: a one-line
 * message in red instead of the box.
 */
export function FormAlert({
  alert,
  autoFocus,
  toast,
  line,
}: {
  alert: FormAlertMessage | null | undefined;
  autoFocus?: boolean;
  toast?: boolean;
  line?: boolean;
}) {
  const fieldLook = useFieldLook();
  const look = looks[line ? "line" : fieldLook];
  return (
    <>
      {toast ? <AlertToast alert={alert} /> : null}
      <div role="alert" tabIndex={-1} autoFocus={autoFocus} hidden={!alert} {...seamAttrs({ formAlert: true })} className={look.box}>
        <p className={look.title} {...seamAttrs({ alertTitle: true })}>
          {alert?.title}
        </p>
        <p className={look.description} hidden={!alert?.description} {...seamAttrs({ alertDescription: true })}>
          {alert?.description}
        </p>
      </div>
    </>
  );
}

function AlertToast({ alert }: { alert: FormAlertMessage | null | undefined }) {
  const toast = useToast();
  useEffect(() => {
    if (alert) toast({ title: alert.title, description: alert.description, variant: "error" });
  }, [alert, toast]);
  return null;
}
