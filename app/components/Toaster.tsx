import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast, type ToastInput } from "~/lib/toast";

type PushToast = (toast: ToastInput) => void;

const ToastContext = createContext<PushToast>(() => {});

/** Shows a toast from a component (e.g. after an in-place form submission). */
export function useToast(): PushToast {
  return useContext(ToastContext);
}

let counter = 0;

/**
 * Toasts. The flash toast of this page load is rendered on the server, so it
 * shows without JavaScript (and stays until the next page). With JavaScript,
 * each toast closes after 4 s (paused while hovered or focused), and at most
 * three are visible at once, newest last.
 */
export function Toaster({ initial, children }: { initial: Toast | null; children?: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(initial ? [initial] : []);
  const seen = useRef(new Set(initial ? [initial.id] : []));

  const push = useCallback<PushToast>((input) => {
    const toast = { ...input, id: input.id ?? `client-${++counter}` };
    if (seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((list) => [...list, toast]);
  }, []);

  // A flash toast that arrives with a client-side navigation.
  useEffect(() => {
    if (initial) push(initial);
  }, [initial, push]);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {visible.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const confirming = Boolean(toast.confirm);
  useEffect(() => {
    if (paused || confirming) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, confirming, toast.id, onDismiss]);

  const destructive = toast.variant === "error";
  return (
    <div
      role={destructive ? "alert" : "status"}
      data-toast={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-white text-ink"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        {toast.confirm ? (
          <Form method="post" action={toast.confirm.action} className="mt-3" onSubmit={() => onDismiss(toast.id)}>
            {Object.entries(toast.confirm.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {/* Focus moves here, so a keyboard user can answer at once. */}
            <button type="submit" autoFocus className="btn min-h-9 bg-red-700 px-4 py-1.5 text-white hover:bg-red-800">
              {toast.confirm.label}
            </button>
          </Form>
        ) : null}
        {toast.action ? (
          <a className="link mt-2 inline-block text-sm" href={toast.action.href}>
            {toast.action.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className="-m-1 rounded p-1 text-lg leading-none hover:bg-black/5"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
