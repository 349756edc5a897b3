/** A toast message: shared by the server (flash) and the client (Toaster). */
export type ToastVariant = "success" | "error" | "info";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** An optional link shown in the toast, e.g. 'View' -> /testimonials. */
  action?: { label: string; href: string };
}

export type ToastInput = Omit<Toast, "id"> & { id?: string };

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;
