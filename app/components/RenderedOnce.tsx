import { createElement, type ReactNode, useContext } from "react";
import { SLOT_ELEMENT, SectionSlotsContext } from "~/lib/section-slots";

/**
 * A part of a page that is the same for every visitor given its `inputs`,
 * rendered once per inputs instead of per request. It may read the page's
 * language and the site's settings (useLocale, useT, useBusiness) and
 * nothing else of the request: all else it shows comes through `inputs`
 * (the renderer refuses other root data and has no router). `id` is unique
 * in the app. `keep={false}`: rendered in place this time (inputs a visitor
 * makes up, such as a search, would crowd out what everyone sees).
 */
export function RenderedOnce({ id, inputs, keep = true, children }: { id: string; inputs: readonly unknown[]; keep?: boolean; children: ReactNode }) {
  const slots = useContext(SectionSlotsContext);
  if (!slots || !keep) return children;
  return createElement(SLOT_ELEMENT, { "data-slot": slots.add(id, inputs, children) });
}
