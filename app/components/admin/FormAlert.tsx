import { useEffect } from "react";
import { useToast } from "~/components/Toaster";

export interface FormAlertMessage {
  /** Spec 8: 'Upload failed', 'Save failed', 'Delete failed'. */
  title: string;
  description: string;
}

/**
 * A form-level failure: shown in the page (so it works without JavaScript and
 * stays readable), and with JavaScript also as the toast of spec 8.
 */
export function FormAlert({ alert }: { alert: FormAlertMessage | null | undefined }) {
  const toast = useToast();
  useEffect(() => {
    if (alert) toast({ title: alert.title, description: alert.description, variant: "error" });
  }, [alert, toast]);
  if (!alert) return null;
  return (
    <div role="alert" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-form-alert>
      <p className="font-semibold">{alert.title}</p>
      <p className="mt-1 text-sm">{alert.description}</p>
    </div>
  );
}
