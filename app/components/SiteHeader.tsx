import { useLocation } from "react-router";
import { type Business, telHref } from "~/content/business";
import { mainNavigation, type NavItem } from "~/content/navigation";
import { seamAttrs } from "~/lib/browser-seam";
import { ExternalFormLink } from "./ExternalForm";
import { Icon } from "./Icon";
import { MegaMenu } from "./MegaMenu";

export function Logo({ business }: { business: Business }) {
  return (
    <a href="/" className="logo" aria-label={`${business.companyName}, home`}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0f766e" />
        <path d="M20 30s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" fill="#fff" />
      </svg>
      <span>{business.companyName}</span>
    </a>
  );
}

function TopBar({ business }: { business: Business }) {
  return (
    <div className="top-bar">
      <div className="container-page">
        <div>
          <a href={`mailto:${business.email}`}>
            <Icon name="mail" />{` ${business.email}`}
          </a>
          <a href={telHref(business.phone)}>
            <Icon name="phone" />{` ${business.phone}`}
          </a>
        </div>
        <div>
          <span>
            <Icon name="clock" />{` ${business.topBarHours}`}
          </span>
          <span>
            <Icon name="pin" />{` ${business.topBarLocation}`}
          </span>
        </div>
      </div>
    </div>
  );
}

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
    <a href={item.href} className="nav-link" aria-current={isActive ? "page" : undefined}>
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
    <details className="mobile-menu" {...seamAttrs({ menu: true })}>
      <summary aria-label="Menu">
        <Icon name="menu" />
        <Icon name="close" />
      </summary>
      <nav aria-label="Mobile">
        <ul className="container-page">
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
    <header className="site-header">
      <TopBar business={business} />
      <div className="container-page header-bar">
        <Logo business={business} />
        <nav aria-label="Main" className="main-nav">
          <ul>
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
        <div>
          <ExternalFormLink url={business.bookingUrl} title="Book a consultation" className="btn-accent whitespace-nowrap px-4 sm:px-5">
            LET&apos;S TALK
          </ExternalFormLink>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
