/** A toast message: shared by the server (flash) and the client (Toaster). */
export type ToastVariant = "success" | "error" | "info";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** An optional link shown in the toast, e.g. 'View' -> /testimonials. */
  action?: { label: string; href: string };
  /**
   * An optional confirm button: a POST form to `action` with these hidden
   * fields (e.g. a delete asked for in the toast). Such a toast stays until
   * answered or dismissed.
   */
  confirm?: { label: string; action: string; fields: Record<string, string> };
}

export type ToastInput = Omit<Toast, "id"> & { id?: string };

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;
