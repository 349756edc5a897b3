import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast, type ToastInput } from "~/lib/toast";
import { seamAttrs } from "~/lib/browser-seam";

type PushToast = (toast: ToastInput) => void;

interface ToastState {
  push: PushToast;
  dismiss: (id: string) => void;
  toasts: Toast[];
}

const ToastContext = createContext<ToastState>({ push: () => {}, dismiss: () => {}, toasts: [] });

/** Shows a toast from a component (admin pages; public pages use app/browser/toasts.ts). */
export function useToast(): PushToast {
  return useContext(ToastContext).push;
}

let counter = 0;

/**
 * Toast state for the whole app. The flash toast of this page load is
 * rendered on the server, so it shows without JavaScript (and stays until the
 * next page). The shells (PublicShell, AdminShell) place the <ToastRegion>.
 * On the public pages, which are not hydrated, this state only renders the
 * server's HTML: app/browser/toasts.ts runs the toasts there.
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

  return <ToastContext.Provider value={{ push, dismiss, toasts }}>{children}</ToastContext.Provider>;
}

/**
 * The Notifications region. Its two live regions are always in the page
 * (an element that appears together with its text is often not read out):
 * a polite one (role=status) for news and an assertive one (role=alert) for
 * errors. With JavaScript the region floats at the bottom of the window;
 * without it, app.css puts it in the flow at the top of <main>.
 * At most three toasts show at once, newest last.
 * Pages that are not hydrated also get the card's markup as a <template>,
 * which app/browser/toasts.ts clones for new toasts.
 */
/**
 * `dismissLabel`: the close button's name in the page's language (the public shell's; the staff area's is English).
 * `template`: with the card's <template> (the public pages, which React never hydrates).
 */
export function ToastRegion({ dismissLabel = "Dismiss notification", template = false }: { dismissLabel?: string; template?: boolean }) {
  const { toasts, dismiss } = useContext(ToastContext);
  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);
  const errors = visible.filter((toast) => toast.variant === "error");
  const others = visible.filter((toast) => toast.variant !== "error");
  return (
    // A div with role=region (not <section>): page content keeps its own sections first in <main>.
    <div
      role="region"
      aria-label="Notifications"
      {...seamAttrs({ toastRegion: "true" })}
      className="toast-region"
    >
      <div role="status" aria-atomic="false">
        {others.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div role="alert" aria-atomic="false">
        {errors.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
      {template ? (
        <template {...seamAttrs({ toastTemplate: true })}>
          <ToastCard toast={templateToast()} onDismiss={dismiss} dismissLabel={dismissLabel} template />
        </template>
      ) : null}
    </div>
  );
}

/** A card with every part present and empty: the script fills it, dropping the parts a toast lacks. */
function templateToast(): Toast {
  return { id: "", variant: "info", title: "", action: { label: "", href: "" } };
}

/**
 * One toast. A plain message closes after 4 s (paused while hovered or
 * focused); one with a link or a confirm button stays until it is used or
 * dismissed, so keyboard and screen reader users can reach it.
 */
function ToastCard({
  toast,
  onDismiss,
  dismissLabel,
  template = false,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  dismissLabel: string;
  /** The empty card of a <template>: every part present. */
  template?: boolean;
}) {
  const cardRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const persistent = Boolean(toast.confirm || toast.action);
  useEffect(() => {
    if (paused || persistent) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, persistent, toast.id, onDismiss]);

  /** Closing the toast that holds focus: focus goes to the page's main content, not to nowhere. */
  function close() {
    if (cardRef.current?.contains(document.activeElement)) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    onDismiss(toast.id);
  }

  return (
    <div
      ref={cardRef}
      {...seamAttrs({ toast: toast.variant, toastPersistent: persistent })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="toast"
    >
      <div>
        <p {...seamAttrs({ toastTitle: true })}>
          {toast.title}
        </p>
        {toast.description || template ? (
          <p {...seamAttrs({ toastDescription: true })}>
            {toast.description}
          </p>
        ) : null}
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
          <a className="link" href={toast.action.href || undefined} {...seamAttrs({ toastAction: true })}>
            {toast.action.label}
          </a>
        ) : null}
      </div>
      {/* Without JavaScript the toast simply stays until the next page: no button that does nothing. */}
      <button
        type="button"
        className="js-only"
        aria-label={dismissLabel}
        {...seamAttrs({ toastDismiss: true })}
        onClick={close}
      >
        ×
      </button>
    </div>
  );
}
