import type { ServiceTone } from "~/content/services-menu";

/**
 * The class that gives an element its service tone (styles/marketing.css:
 * .tone-teal, .tone-indigo, ...): it sets the custom properties --tone and
 * --tone-soft, which the element's own rules and its parts' use.
 */
export const toneClass = (tone: ServiceTone) => `tone-${tone}` as const;
