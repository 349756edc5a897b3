import { createContext, type ReactNode } from "react";

/**
 * Where a public page's render leaves its RenderedOnce sections
 * (app/components/RenderedOnce.tsx): `add` keeps the section and answers the
 * slot's name; the section's HTML takes the slot's place once the page is
 * rendered (app/server/infra/rendered-sections.server.tsx). Given only to
 * public pages, which React never hydrates; elsewhere null.
 */
export interface SectionSlots {
  /** `holes`: this request's values of the section's holes (see `mark`). */
  add(id: string, inputs: readonly unknown[], inside: ReactNode, holes?: Readonly<Record<string, string>>): string;
  /** What a section writes where a hole's value goes: the kept HTML has the mark, each page its own value. */
  mark(hole: string): string;
}
export const SectionSlotsContext = createContext<SectionSlots | null>(null);

/** The element a slot is until its HTML replaces it. */
export const SLOT_ELEMENT = "rendered-once";
