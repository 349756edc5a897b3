import { createContext, type ReactNode } from "react";

/**
 * Where a public page's render leaves its RenderedOnce sections
 * (app/components/RenderedOnce.tsx): `add` keeps the section and answers the
 * slot's name; the section's HTML takes the slot's place once the page is
 * rendered (app/server/infra/rendered-sections.server.tsx). Given only to
 * public pages, which React never hydrates; elsewhere null.
 */
export interface SectionSlots {
  add(id: string, inputs: readonly unknown[], inside: ReactNode): string;
}
export const SectionSlotsContext = createContext<SectionSlots | null>(null);

/** The element a slot is until its HTML replaces it. */
export const SLOT_ELEMENT = "rendered-once";
