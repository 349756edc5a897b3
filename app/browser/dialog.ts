import { seam } from "~/lib/browser-seam";

/**
 * Shared by the links that open a modal <dialog> (booking and intake embeds,
 * 'Leave a Review'): the link keeps its own meaning (new tab, plain page)
 * for modifier clicks and in browsers without <dialog>.
 */

/** True when this click on a link should open a modal dialog instead. */
export function clickOpensDialog(event: MouseEvent, dialog: HTMLDialogElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return typeof dialog.showModal === "function";
}

/** A click on the backdrop (the dialog element itself) or on a control with `seam.dialogClose` closes it. */
export function wireDialogClosing(dialog: HTMLDialogElement): void {
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest(seam.dialogClose.selector)) dialog.close();
  });
}
