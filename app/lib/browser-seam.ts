/**
 * The seam between the server-rendered public pages and the script that
 * enhances them (app/browser/, decision 0013). Public pages are not hydrated:
 * the components render plain HTML, and app/browser/ finds what it enhances
 * by the data attributes below and clones the <template>s named here. Both
 * sides import these names, so a rename happens in one place;
 * tests/e2e/browser-seam.spec.ts checks that every hook still matches an
 * element on the public pages.
 *
 * Pure: no React, no DOM at import time. Components spread `seamAttrs(...)`;
 * the script uses `seam.<name>.selector`, `seamSelector(...)` and
 * `seamValue(...)`.
 *
 * Not here: attributes only tests read. Those are `data-testid` and nothing
 * else (app code never reads them), so a behaviour hook is never mistaken for
 * a test hook or the other way round.
 */

/**
 * Every data attribute the script finds, reads or writes, keyed by its
 * `dataset` name. Grouped by the module of app/browser/ that uses it, with
 * the components that render it.
 */
const attributes = {
  // menus.ts: the header's <details> menus (MegaMenu.tsx, SiteHeader.tsx)
  /** A <details> menu that closes on Escape, a chosen link and focus leaving it. */
  menu: "data-menu",
  /** …and on a press anywhere outside it. */
  menuCloseOutside: "data-menu-close-outside",
  /** The menu's backdrop: a click on it closes the menu. */
  menuBackdrop: "data-menu-backdrop",

  // dialog.ts, external-dialogs.ts: the modal dialogs (ExternalForm.tsx, ReviewDialog.tsx)
  /** A control inside a dialog that closes it. */
  dialogClose: "data-dialog-close",
  /** A booking or intake link; its value is the title of the dialog it opens. */
  externalForm: "data-external-form",
  /** The page's one dialog that booking and intake links open. */
  externalFormDialog: "data-external-form-dialog",
  /** The dialog's frame slot: the frame goes in first. */
  embed: "data-embed",
  /** What the dialog shows when the frame does not load in time. */
  embedFailed: "data-embed-failed",

  // reveal.ts: scroll reveal (Reveal.tsx; app.css hides and fades in)
  /** Revealed when it first scrolls into view. */
  reveal: "data-reveal",
  /** Written by the script once the element has been revealed. */
  revealed: "data-revealed",

  // toasts.ts: the Notifications region (Toaster.tsx's ToastRegion; app.css places it)
  toastRegion: "data-toast-region",
  /** The <template> of the toast card that new toasts are cloned from. */
  toastTemplate: "data-toast-template",
  /** A toast card; its value is the toast's variant. */
  toast: "data-toast",
  /** A card that stays until dismissed (it has a link). */
  toastPersistent: "data-toast-persistent",
  toastTitle: "data-toast-title",
  toastDescription: "data-toast-description",
  toastAction: "data-toast-action",
  toastDismiss: "data-toast-dismiss",

  // forms.ts: visitor forms in place (components/forms/, JobApplicationForm.tsx,
  // ReviewDialog.tsx, TestimonialsSection.tsx; FindCareForm.tsx and the newsletter pages for pendingText)
  /** A visitor form the script sends in place. */
  visitorForm: "data-visitor-form",
  /** The toast's title when no answer comes back (also on 'Load more'). */
  failedTitle: "data-failed-title",
  failedDescription: "data-failed-description",
  /** The toast's description when the network failed, on pages not in English (English: the script's own words). */
  offlineDescription: "data-offline-description",
  /** The inert JSON outcome in the page that answers a form. */
  formOutcome: "data-form-outcome",
  /** The form's alert box, its title and description. */
  formAlert: "data-form-alert",
  alertTitle: "data-alert-title",
  alertDescription: "data-alert-description",
  /** The text a submit button (or 'Load more') shows while it waits. */
  pendingText: "data-pending-text",
  /** The resume field's check before uploading: accepted extensions, size, messages. */
  fileExtensions: "data-file-extensions",
  fileMaxBytes: "data-file-max-bytes",
  fileWrongType: "data-file-wrong-type",
  fileTooLarge: "data-file-too-large",
  /** The 'Resume uploaded' block, swapped after an in-place success. */
  resumeSlot: "data-resume-slot",
  /** 'Copy link': the link to copy, and the toasts (JSON) for success and failure. */
  copyLink: "data-copy-link",
  copied: "data-copied",
  copyFailed: "data-copy-failed",
  /** 'Leave a Review'; its value is the id of the review <dialog>. */
  reviewDialog: "data-review-dialog",
  /** A part of the page taken again from the server after the form with this action succeeds. */
  refreshedBy: "data-refreshed-by",

  // load-more.ts: 'Load more' testimonials (routes/public/testimonials.tsx)
  pagedList: "data-paged-list",
  pagedItems: "data-paged-items",
  /** An item's key, so an item is not shown twice. */
  key: "data-key",
  loadMore: "data-load-more",
  /** What the status says after one or several ({count}) items came. */
  announceOne: "data-announce-one",
  announceMany: "data-announce-many",
  pagedStatus: "data-paged-status",
  pagedAnnouncement: "data-paged-announcement",
  /** 'No more testimonials', on the last page. */
  pagedEnd: "data-paged-end",

  // notices.ts: the service-disruption notices (ServiceNotices.tsx, decision 1020)
  /** A notice's region, removed when its hide button is pressed. */
  notice: "data-notice",
  /** Its hide button, hidden until the script shows it. */
  noticeDismiss: "data-notice-dismiss",

  // hero-video.ts: the home hero's background video (routes/public/home.tsx)
  heroVideo: "data-hero-video",
  heroVideoToggle: "data-hero-video-toggle",
  /** The toggle's text while the video plays, and while it is paused. */
  labelPlaying: "data-label-playing",
  labelPaused: "data-label-paused",
} as const;

export type SeamName = keyof typeof attributes;
type AttributeOf<N extends SeamName> = (typeof attributes)[N];

/** One hook: the attribute's name and the CSS selector that finds it. */
interface SeamHook<A extends string = string> {
  readonly attr: A;
  readonly selector: `[${A}]`;
}

/** Every hook by name, e.g. `seam.menu.selector` is `"[data-menu]"`. */
export const seam = Object.fromEntries(
  Object.entries(attributes).map(([name, attr]) => [name, { attr, selector: `[${attr}]` }]),
) as { readonly [N in SeamName]: SeamHook<AttributeOf<N>> };

export const seamNames = Object.keys(attributes) as SeamName[];

/**
 * Hooks the script writes itself: they are not in the server's HTML (the
 * end-to-end check of the seam looks for them only after the script ran).
 */
export const scriptWrittenHooks: readonly SeamName[] = ["revealed"];

/** What a hook carries when it carries a value. */
type SeamValue = string | number;

/**
 * Values for `seamAttrs`: a string or number is the attribute's value,
 * `true` renders the attribute empty (its presence is what counts), and
 * `false` or `undefined` leaves it out.
 */
type SeamAttrValues = { [N in SeamName]?: SeamValue | boolean | undefined };

/** A misspelt name is an error, not an attribute that silently goes missing. */
type NoOtherKeys<V> = { [K in Exclude<keyof V, SeamName>]: never };

type RenderedAttrs<V extends SeamAttrValues> = { [N in keyof V & SeamName as AttributeOf<N>]: string | undefined };

/**
 * The attributes for a component to spread on an element, e.g.
 * `<details {...seamAttrs({ menu: true, menuCloseOutside: true })}>` renders
 * `data-menu="" data-menu-close-outside=""`.
 */
export function seamAttrs<const V extends SeamAttrValues>(values: V & NoOtherKeys<V>): RenderedAttrs<V> {
  const rendered: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    rendered[attributes[name as SeamName]] = value === true ? "" : value === false || value == null ? undefined : String(value);
  }
  return rendered as RenderedAttrs<V>;
}

/** The selector of a hook with this exact value, e.g. `[data-toast="error"]`. */
export function seamSelector(name: SeamName, value: SeamValue): string {
  return `[${attributes[name]}=${cssString(String(value))}]`;
}

/** The hook's value on this element, or undefined when the element does not have it. */
export function seamValue(element: { getAttribute(name: string): string | null }, name: SeamName): string | undefined {
  return element.getAttribute(attributes[name]) ?? undefined;
}

/** The hint under a field (forms/Field.tsx): its id is the field's id + "-hint". */
export function fieldHintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/** The message slot next to a field (forms/Field.tsx's FieldMessage): the field's id + "-error". */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** A CSS string literal (CSS Syntax 4.3.5): quotes and backslashes escaped, line breaks as code points. */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&").replace(/[\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}
