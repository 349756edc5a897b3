import type { Register } from "react-router";
import type { MessageKey } from "~/lib/i18n";

/** A page of the route table (app/routes.ts), or a section of one: a renamed route fails the typecheck. */
export type PageLink = keyof Register["pages"] | `${keyof Register["pages"]}#${string}`;

/** Main navigation. The mobile menu shows the same links except Services. */
export interface NavItem {
  /** Its name in the message catalogs. */
  label: MessageKey;
  href: PageLink;
  type: "link" | "anchor" | "services";
}

export const mainNavigation: NavItem[] = [
  { label: "nav.home", href: "/", type: "link" },
  { label: "nav.about", href: "/#about", type: "anchor" },
  { label: "nav.services", href: "/#services", type: "services" },
  { label: "nav.careers", href: "/careers", type: "link" },
  { label: "nav.blog", href: "/blog", type: "link" },
  { label: "nav.contact", href: "/contact", type: "link" },
  // --- care requests: the family's form ---
  { label: "nav.requestCare", href: "/request-care", type: "link" },
];

/** Footer quick links. */
export const footerQuickLinks: { label: MessageKey; href: PageLink }[] = [
  { label: "footer.aboutUs", href: "/#about" },
  { label: "footer.ourServices", href: "/#services" },
  { label: "footer.sinaicare", href: "/sinaicare" },
  { label: "footer.resources", href: "/resources" },
  { label: "nav.blog", href: "/blog" },
  { label: "nav.contact", href: "/contact" },
  { label: "nav.careers", href: "/careers" },
  { label: "referral.linkLabel", href: "/refer" },
];

export const footerLegalLinks: { label: MessageKey; href: PageLink }[] = [
  { label: "footer.privacy", href: "/privacy" },
  { label: "footer.accessibility", href: "/accessibility" },
  // --- client rights and complaints (decision 1001) ---
  { label: "footer.clientRights", href: "/client-rights" },
  { label: "footer.accessibilityPlan", href: "/accessibility/plan" },
];
