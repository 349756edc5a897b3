import { useLocation } from "react-router";
import { type Business, telHref } from "~/content/business";
import { mainNavigation, type NavItem } from "~/content/navigation";
import { seamAttrs } from "~/lib/browser-seam";
import { formatPhone, translate, useLocale, useT } from "~/lib/i18n";
import { LANGUAGE_TAG, type Locale } from "~/lib/locale";
import type { LanguageTwin } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { ExternalFormLink } from "./ExternalForm";
import { useLanguageTwin } from "./language-twin";
import { Icon } from "./Icon";
import { MegaMenu } from "./MegaMenu";
import { RenderedOnce } from "./RenderedOnce";

export function Logo({ business }: { business: Business }) {
  const locale = useLocale();
  return (
    <a href={inEdition(locale, "/")} className="logo" aria-label={translate(locale, "shell.logoLabel", { company: business.companyName })}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0f766e" />
        <path d="M20 30s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" fill="#fff" />
      </svg>
      <span>{business.companyName}</span>
    </a>
  );
}

/** "Français" on English pages, "English" on French ones, to the same page in that language; none while a page has no twin. */
function LanguageSwitch({ twin }: { twin: LanguageTwin | null }) {
  const t = useT();
  if (!twin) return null;
  return (
    <a href={twin.path} lang={LANGUAGE_TAG[twin.locale]} hrefLang={LANGUAGE_TAG[twin.locale]} className="language-switch" aria-label={t("shell.switchLanguageLabel")}>
      {t("shell.switchLanguage")}
    </a>
  );
}

function TopBar({ business, twin }: { business: Business; twin: LanguageTwin | null }) {
  const locale = useLocale();
  const other: Locale = locale === "fr" ? "en" : "fr";
  const t = useT();
  return (
    <div className="top-bar">
      <div className="container-page">
        <div>
          <span>
            {`${t("shell.greeting")} `}
            <span lang={LANGUAGE_TAG[other]}>{translate(other, "shell.greeting")}</span>
          </span>
          <a href={`mailto:${business.email}`}>
            <Icon name="mail" />{` ${business.email}`}
          </a>
          <a href={telHref(business.phone)}>
            <Icon name="phone" />{` ${formatPhone(locale, business.phone)}`}
          </a>
          <LanguageSwitch twin={twin} />
        </div>
        <div>
          <span>
            <Icon name="clock" />{` ${t("shell.topBarHours")}`}
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
  return href === "/" || href === "/fr" ? path === href : path === href || path.startsWith(`${href}/`);
}

/** The menu link of the page being shown (its address in the page's edition), or null. */
function currentSectionOf(locale: Locale, pathname: string): string | null {
  const current = mainNavigation.find((item) => item.type !== "anchor" && isCurrentSection(pathname, inEdition(locale, item.href)));
  return current ? inEdition(locale, current.href) : null;
}

/** Anchors (/#about) are plain links: they are never "the current page". */
function NavItemLink({ item, current }: { item: NavItem; current: string | null }) {
  const locale = useLocale();
  const to = inEdition(locale, item.href);
  const isActive = item.type !== "anchor" && to === current;
  return (
    <a href={to} className="nav-link" aria-current={isActive ? "page" : undefined}>
      {translate(locale, item.label)}
    </a>
  );
}

/**
 * Mobile menu: the same links except Services. With JavaScript
 * (app/browser/menus.ts) it closes when a link is chosen, on Escape (focus
 * back on the Menu button) and when focus moves out of it.
 */
function MobileMenu({ current }: { current: string | null }) {
  const t = useT();
  return (
    <details className="mobile-menu" {...seamAttrs({ menu: true })}>
      <summary aria-label={t("shell.menu")}>
        <Icon name="menu" />
        <Icon name="close" />
      </summary>
      <nav aria-label={t("shell.mobileNav")}>
        <ul className="container-page">
          {mainNavigation
            .filter((item) => item.type !== "services")
            .map((item) => (
              <li key={item.href}>
                <NavItemLink item={item} current={current} />
              </li>
            ))}
        </ul>
      </nav>
    </details>
  );
}

/** The header: the same for every page of a section in one language, so rendered once for each (RenderedOnce). */
export function SiteHeader({ business }: { business: Business }) {
  const { pathname } = useLocation();
  const twin = useLanguageTwin();
  const current = currentSectionOf(useLocale(), pathname);
  return (
    <RenderedOnce id="site-header" inputs={[current, twin]}>
      <Header business={business} current={current} twin={twin} />
    </RenderedOnce>
  );
}

function Header({ business, current, twin }: { business: Business; current: string | null; twin: LanguageTwin | null }) {
  const t = useT();
  return (
    <header className="site-header">
      <TopBar business={business} twin={twin} />
      <div className="container-page header-bar">
        <Logo business={business} />
        <nav aria-label={t("shell.mainNav")} className="main-nav">
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {item.type === "services" ? <MegaMenu phone={business.phone} /> : <NavItemLink item={item} current={current} />}
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <ExternalFormLink url={business.bookingUrl} title={t("shell.bookConsultation")} className="btn-accent whitespace-nowrap px-4 sm:px-5">
            {t("shell.letsTalk")}
          </ExternalFormLink>
          <MobileMenu current={current} />
        </div>
      </div>
    </header>
  );
}
