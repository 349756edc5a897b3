import { type Business, telHref } from "~/content/business";
import { footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import { servicesMenu as frenchMenu } from "~/content/fr/services-menu";
import { provincesServed, provincesServedInFrench, regionSummaries } from "~/content/regions";
import { servicesMenu as englishMenu } from "~/content/services-menu";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { Icon } from "./Icon";
import { ActiveOffer } from "./ActiveOffer";
import { RenderedOnce } from "./RenderedOnce";
import { Logo } from "./SiteHeader";
import { href } from "react-router";

const FOOTER_REGION_COUNT = 8;

/** Footer. `id="site-footer"` is the target of 'Service areas'. Its columns are components: a kept one is not described again at each render. */
export function SiteFooter({ business, newsletter }: { business: Business; newsletter?: React.ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container-page footer-columns">
        <RenderedOnce id="footer-contact" inputs={[]}>
          <FooterContact business={business} />
        </RenderedOnce>
        <RenderedOnce id="footer-services" inputs={[]}>
          <FooterServices />
        </RenderedOnce>
        <RenderedOnce id="footer-areas" inputs={[]}>
          <FooterAreas />
        </RenderedOnce>
        <div className="footer-more">
          {newsletter}
          <RenderedOnce id="footer-staff" inputs={[]}>
            <FooterStaff business={business} />
          </RenderedOnce>
        </div>
      </div>
      <RenderedOnce id="footer-legal" inputs={[year]}>
        <FooterLegal business={business} year={year} />
      </RenderedOnce>
    </footer>
  );
}

/** The page's language, its messages, and an English path in its edition. */
function useEdition() {
  const locale = useLocale();
  return { locale, t: useT(), to: (path: string) => inEdition(locale, path) };
}

/** Said after a link that opens in a new tab. */
function NewTab() {
  const t = useT();
  return <span className="sr-only"> {t("footer.newTab")}</span>;
}

function FooterContact({ business }: { business: Business }) {
  const { locale, t } = useEdition();
  return (
    <div>
      <div className="footer-logo">
        <Logo business={business} />
      </div>
      {/* The configured tagline is English; the French edition says it from the catalog. */}
      <p>{locale === "fr" ? t("footer.tagline") : business.tagline}</p>
      <address className="footer-address">
        <a href={telHref(business.phone)}>
          <Icon name="phone" />{` ${formatPhone(locale, business.phone)}`}
        </a>
        <a href={`mailto:${business.email}`}>
          <Icon name="mail" />{` ${business.email}`}
        </a>
        <p>
          <Icon name="pin" />
          <span>
            {t("footer.headOffice", { ...business.address })}
          </span>
        </p>
      </address>
      <ActiveOffer className="footer-active-offer" />
      <ul className="footer-social" aria-label={t("footer.social")}>
        {business.social.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
              <NewTab />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterServices() {
  const { locale, t, to } = useEdition();
  const servicesMenu = locale === "fr" ? frenchMenu : englishMenu;
  return (
    <nav aria-labelledby="footer-services">
      <h2 id="footer-services">{t("footer.services")}</h2>
      <ul>
        {servicesMenu.map((section) => (
          <li key={section.title}>
            <a href={to(section.href ?? "/#services")}>{section.title}</a>
          </li>
        ))}
        <li><a href={to(href("/services/:service", { service: "care-management" }))}>{t("footer.careManagement")}</a></li>
        <li><a href={to(href("/services/:service", { service: "specialized-care" }))}>{t("footer.specializedCare")}</a></li>
      </ul>
      <h2>{t("footer.quickLinks")}</h2>
      <ul>
        {footerQuickLinks.map((link) => (
          <li key={link.href}>
            <a href={to(link.href)}>{t(link.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterAreas() {
  const { locale, t, to } = useEdition();
  const ontarioRegions = regionSummaries.filter((region) => region.inOntario);
  const firstRegions = ontarioRegions.slice(0, FOOTER_REGION_COUNT);
  const otherRegions = regionSummaries.filter((region) => !firstRegions.includes(region));
  const regionName = (region: (typeof regionSummaries)[number]) => (locale === "fr" ? region.fr.name : region.name);
  return (
    <nav aria-labelledby="footer-areas">
      <h2 id="footer-areas">{t("footer.serviceAreas")}</h2>
      <ul>
        {firstRegions.map((region) => (
          <li key={region.slug}>
            <a href={to(href("/location/:region", { region: region.slug }))}>{regionName(region)}</a>
          </li>
        ))}
      </ul>
      <details className="footer-more-regions">
        {/* Not "View all locations": that name belongs to the link to /locations below. */}
        <summary className="footer-strong-link">{t("footer.moreRegions")}</summary>
        <ul>
          {otherRegions.map((region) => (
            <li key={region.slug}>
              <a href={to(href("/location/:region", { region: region.slug }))}>{regionName(region)}</a>
            </li>
          ))}
        </ul>
      </details>
      <p className="mt-3">
        <a href={to(href("/locations"))} className="footer-strong-link">
          {t("footer.allLocations")}
        </a>
      </p>
      <h2>{t("footer.provincesServed")}</h2>
      <p>{(locale === "fr" ? provincesServedInFrench : provincesServed).join(" · ")}</p>
    </nav>
  );
}

function FooterStaff({ business }: { business: Business }) {
  const { t, to } = useEdition();
  return (
    <div>
      <h2>{t("footer.staff")}</h2>
      <a href={business.staffLoginUrl} target="_blank" rel="noopener noreferrer">
        {t("footer.staffLogin")} <Icon name="external" />
        <NewTab />
      </a>
      <p>
        <a href={to(href("/resources"))}>{t("footer.employeeResources")}</a>
      </p>
    </div>
  );
}

function FooterLegal({ business, year }: { business: Business; year: number }) {
  const { t, to } = useEdition();
  return (
    <div className="footer-legal">
      <div className="container-page">
        <p>
          {t("footer.rights", { year: String(year), legalName: `${business.legalName}${business.legalName.endsWith(".") ? "" : "."}` })}
        </p>
        <ul>
          {footerLegalLinks.map((link) => (
            <li key={link.href}><a href={to(link.href)}>{t(link.label)}</a></li>
          ))}
        </ul>
      </div>
    </div>
  );
}
