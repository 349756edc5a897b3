import type { ServiceTone } from "~/content/services-menu";

/**
 * The class that gives an element its service tone (styles/marketing.css:
 * .tone-teal, .tone-indigo, ...): it sets the custom properties --tone and
 * --tone-soft, which the element's own rules and its parts' use.
 */
export const toneClass = (tone: ServiceTone) => `tone-${tone}` as const;

/** The tone as utility classes, for pages that colour their parts one by one (the service pages). */
export const toneClasses: Record<ServiceTone, { text: string; soft: string; border: string }> = {
  teal: { text: "text-tone-teal", soft: "bg-tone-teal-soft", border: "border-tone-teal" },
  indigo: { text: "text-tone-indigo", soft: "bg-tone-indigo-soft", border: "border-tone-indigo" },
  rose: { text: "text-tone-rose", soft: "bg-tone-rose-soft", border: "border-tone-rose" },
  amber: { text: "text-tone-amber", soft: "bg-tone-amber-soft", border: "border-tone-amber" },
};
