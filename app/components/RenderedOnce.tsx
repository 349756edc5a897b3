import { createElement, type ReactNode, useContext } from "react";
import { SLOT_ELEMENT, SectionSlotsContext } from "~/lib/section-slots";

/**
 * A part of a page that is the same for every visitor given its `inputs`,
 * rendered once per inputs instead of per request. It may read the page's
 * language and the site's settings (useLocale, useT, useBusiness) and
 * nothing else of the request: all else it shows comes through `inputs`
 * (the renderer refuses other root data and has no router). `id` is unique
 * in the app.
 */
export function RenderedOnce({ id, inputs, children }: { id: string; inputs: readonly unknown[]; children: ReactNode }) {
  const slots = useContext(SectionSlotsContext);
  if (!slots) return children;
  return createElement(SLOT_ELEMENT, { "data-slot": slots.add(id, inputs, children) });
}
