import type { Register } from "react-router";

/** A page of the route table (app/routes.ts), or a section of one: a renamed route fails the typecheck. */
export type PageLink = keyof Register["pages"] | `${keyof Register["pages"]}#${string}`;

/** Main navigation. The mobile menu shows the same links except Services. */
export interface NavItem {
  label: string;
  href: PageLink;
  type: "link" | "anchor" | "services";
}

export const mainNavigation: NavItem[] = [
  { label: "Home", href: "/", type: "link" },
  { label: "About", href: "/#about", type: "anchor" },
  { label: "Services", href: "/#services", type: "services" },
  { label: "Careers", href: "/careers", type: "link" },
  { label: "Blog", href: "/blog", type: "link" },
  { label: "Contact", href: "/contact", type: "link" },
  // --- care requests: the family's form ---
  { label: "Request care", href: "/request-care", type: "link" },
];

/** Footer quick links. */
export const footerQuickLinks: { label: string; href: PageLink }[] = [
  { label: "About Us", href: "/#about" },
  { label: "Our Services", href: "/#services" },
  { label: "SinaiCare", href: "/sinaicare" },
  { label: "Resources", href: "/resources" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "Careers", href: "/careers" },
];

export const footerLegalLinks: { label: string; href: PageLink }[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Accessibility", href: "/accessibility" },
];
