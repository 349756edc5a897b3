import { type Business, telHref } from "~/content/business";
import { footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import { provincesServed, regionSummaries } from "~/content/regions";
import { servicesMenu } from "~/content/services-menu";
import { Icon } from "./Icon";
import { Logo } from "./SiteHeader";
import { href } from "react-router";

const FOOTER_REGION_COUNT = 8;

/** Footer. `id="site-footer"` is the target of 'Service areas'. */
export function SiteFooter({ business, newsletter }: { business: Business; newsletter?: React.ReactNode }) {
  const ontarioRegions = regionSummaries.filter((region) => region.inOntario);
  const firstRegions = ontarioRegions.slice(0, FOOTER_REGION_COUNT);
  const otherRegions = regionSummaries.filter((region) => !firstRegions.includes(region));
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container-page footer-columns">
        <div>
          <div className="footer-logo">
            <Logo business={business} />
          </div>
          <p>{business.tagline}</p>
          <address className="footer-address">
            <a href={telHref(business.phone)}>
              <Icon name="phone" />{` ${business.phone}`}
            </a>
            <a href={`mailto:${business.email}`}>
              <Icon name="mail" />{` ${business.email}`}
            </a>
            <p>
              <Icon name="pin" />
              <span>
                {`Head office: ${business.address.street}, ${business.address.city}, Ontario ${business.address.postalCode}`}
              </span>
            </p>
          </address>
          <ul className="footer-social" aria-label="Social media">
            {business.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {servicesMenu.map((section) => (
              <li key={section.title}>
                <a href={section.href ?? "/#services"}>{section.title}</a>
              </li>
            ))}
            <li><a href={href("/services/:service", { service: "care-management" })}>Care Management</a></li>
            <li><a href={href("/services/:service", { service: "specialized-care" })}>Specialized Care</a></li>
          </ul>
          <h2>Quick Links</h2>
          <ul>
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas">Service Areas</h2>
          <ul>
            {firstRegions.map((region) => (
              <li key={region.slug}>
                <a href={href("/location/:region", { region: region.slug })}>{region.name}</a>
              </li>
            ))}
          </ul>
          <details className="footer-more-regions">
            {/* Not "View all locations": that name belongs to the link to /locations below. */}
            <summary className="footer-strong-link">More regions</summary>
            <ul>
              {otherRegions.map((region) => (
                <li key={region.slug}>
                  <a href={href("/location/:region", { region: region.slug })}>{region.name}</a>
                </li>
              ))}
            </ul>
          </details>
          <p className="mt-3">
            <a href={href("/locations")} className="footer-strong-link">
              View all locations
            </a>
          </p>
          <h2>Provinces Served</h2>
          <p>{provincesServed.join(" · ")}</p>
        </nav>

        <div className="footer-more">
          {newsletter}
          <div>
            <h2>Staff</h2>
            <a href={business.staffLoginUrl} target="_blank" rel="noopener noreferrer">
              Staff Login <Icon name="external" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p>
              <a href={href("/resources")}>Employee resources</a>
            </p>
          </div>
        </div>
      </div>
      <div className="footer-legal">
        <div className="container-page">
          <p>
            {`© ${new Date().getFullYear()} ${business.legalName}${business.legalName.endsWith(".") ? "" : "."} All rights reserved.`}
          </p>
          <ul>
            {footerLegalLinks.map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
