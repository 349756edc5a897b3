import { useLocation } from "react-router";
import { type Business, telHref } from "~/content/business";
import { mainNavigation, type NavItem } from "~/content/navigation";
import { seamAttrs } from "~/lib/browser-seam";
import { ExternalFormDialog } from "./ExternalFormDialog";
import { Icon } from "./Icon";
import { MegaMenu } from "./MegaMenu";

export function Logo({ business }: { business: Business }) {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md" aria-label={`${business.companyName}, home`}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" fill="#0f766e" />
        <path d="M20 30s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" fill="#fff" />
      </svg>
      <span className="text-base font-bold leading-tight text-brand-900 sm:text-lg">{business.companyName}</span>
    </a>
  );
}

function TopBar({ business }: { business: Business }) {
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <a href={`mailto:${business.email}`} className="flex items-center gap-1.5 hover:underline">
            <Icon name="mail" className="h-4 w-4" /> {business.email}
          </a>
          <a href={telHref(business.phone)} className="flex items-center gap-1.5 hover:underline">
            <Icon name="phone" className="h-4 w-4" /> {business.phone}
          </a>
        </div>
        <div className="hidden flex-wrap gap-x-5 sm:flex">
          <span className="flex items-center gap-1.5">
            <Icon name="clock" className="h-4 w-4" /> {business.topBarHours}
          </span>
          <span className="flex items-center gap-1.5">
            <Icon name="pin" className="h-4 w-4" /> {business.topBarLocation}
          </span>
        </div>
      </div>
    </div>
  );
}

/** The current page (aria-current="page") is underlined, not only coloured. */
const navLinkClass = (isActive: boolean) =>
  isActive ? "nav-link text-brand-700 underline decoration-2 underline-offset-8" : "nav-link";

/**
 * Whether a menu link leads to the page being shown or a page below it (Blog
 * on an article); Home only on the home page. What React Router's NavLink
 * decided, for a plain link (public pages are not hydrated).
 */
function isCurrentSection(pathname: string, href: string): boolean {
  const path = pathname.toLowerCase();
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}

/** Anchors (/#about) are plain links: they are never "the current page". */
function NavItemLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const isActive = item.type !== "anchor" && isCurrentSection(pathname, item.href);
  return (
    <a href={item.href} className={navLinkClass(isActive)} aria-current={isActive ? "page" : undefined}>
      {item.label}
    </a>
  );
}

/**
 * Mobile menu: the same links except Services. With JavaScript
 * (app/browser/menus.ts) it closes when a link is chosen, on Escape (focus
 * back on the Menu button) and when focus moves out of it.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <details className="group/mobile lg:hidden" {...seamAttrs({ menu: true })}>
      <summary className="flex min-h-11 min-w-11 items-center justify-center rounded-md p-2" aria-label="Menu">
        <Icon name="menu" className="h-6 w-6 group-open/mobile:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-open/mobile:block" />
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-lg">
        <ul className="container-page py-2">
          {mainNavigation
            .filter((item) => item.type !== "services")
            .map((item) => (
              <li key={item.href}>
                <NavItemLink item={item} pathname={pathname} />
              </li>
            ))}
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader({ business }: { business: Business }) {
  const { pathname } = useLocation();
  return (
    <header className="relative z-40 bg-white shadow-sm">
      <TopBar business={business} />
      <div className="container-page relative flex items-center justify-between gap-4 py-3 lg:static">
        <Logo business={business} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {item.type === "services" ? (
                  <MegaMenu phone={business.phone} />
                ) : (
                  <NavItemLink item={item} pathname={pathname} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ExternalFormDialog url={business.bookingUrl} title="Book a consultation" className="btn-accent whitespace-nowrap px-4 sm:px-5">
            LET&apos;S TALK
          </ExternalFormDialog>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
