import { createElement, type ReactNode, useContext } from "react";
import { SLOT_ELEMENT, SectionSlotsContext } from "~/lib/section-slots";

type Holes = Readonly<Record<string, string>>;

/**
 * A part of a page that is the same for every visitor given its `inputs`,
 * rendered once per inputs instead of per request. It may read the page's
 * language and the site's settings (useLocale, useT, useBusiness) and
 * nothing else of the request: all else it shows comes through `inputs`
 * (the renderer refuses other root data and has no router). `id` is unique
 * in the app. `keep={false}`: rendered in place this time (inputs a visitor
 * makes up, such as a search, would crowd out what everyone sees).
 * `holes`: texts that differ from page to page and are only written out (a
 * text, a plain attribute's value; never an address or inside a script):
 * `children` is then a function given either the values or the marks the kept
 * HTML holds in their place.
 */
export function RenderedOnce<H extends Holes = Holes>({
  id,
  inputs,
  keep = true,
  holes,
  children,
}: {
  id: string;
  inputs: readonly unknown[];
  keep?: boolean;
  holes?: H;
  children: ReactNode | ((holes: H) => ReactNode);
}) {
  const slots = useContext(SectionSlotsContext);
  const inside = (values: H | undefined) => (typeof children === "function" ? children(values as H) : children);
  if (!slots || !keep) return inside(holes);
  const marks = holes && (Object.fromEntries(Object.keys(holes).map((name) => [name, slots.mark(name)])) as H);
  return createElement(SLOT_ELEMENT, { "data-slot": slots.add(id, inputs, inside(marks), holes) });
}
