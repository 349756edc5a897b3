import { useEffect } from "react";
import { useToast } from "~/components/Toaster";

export interface FormAlertMessage {
  /** The failure titles: 'Upload failed', 'Save failed', 'Delete failed'. */
  title: string;
  description: string;
}

/**
 * A form-level failure: shown in the page (so it works without JavaScript and
 * stays readable), and with JavaScript also as a toast.
 * `autoFocus`: the page sent without JavaScript opens with focus on it.
 */
export function FormAlert({ alert, autoFocus }: { alert: FormAlertMessage | null | undefined; autoFocus?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (alert) toast({ title: alert.title, description: alert.description, variant: "error" });
  }, [alert, toast]);
  if (!alert) return null;
  return (
    <div role="alert" tabIndex={-1} autoFocus={autoFocus} className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-form-alert>
      <p className="font-semibold">{alert.title}</p>
      <p className="mt-1 text-sm">{alert.description}</p>
    </div>
  );
}
