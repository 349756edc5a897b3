import { type Business, telHref } from "~/content/business";
import { footerLegalLinks, footerQuickLinks } from "~/content/navigation";
import { provincesServed, regionSummaries } from "~/content/regions";
import { servicesMenu } from "~/content/services-menu";
import { Icon } from "./Icon";
import { Logo } from "./SiteHeader";

const FOOTER_REGION_COUNT = 8;

/** Footer. `id="site-footer"` is the target of 'Service areas'. */
export function SiteFooter({ business, newsletter }: { business: Business; newsletter?: React.ReactNode }) {
  const ontarioRegions = regionSummaries.filter((region) => region.inOntario);
  const firstRegions = ontarioRegions.slice(0, FOOTER_REGION_COUNT);
  const otherRegions = regionSummaries.filter((region) => !firstRegions.includes(region));
  const headingClass = "footer-heading";
  const linkClass = "footer-link";

  return (
    <footer id="site-footer" className="bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="inline-block rounded-lg bg-white p-2">
            <Logo business={business} />
          </div>
          <p className="text-sm">{business.tagline}</p>
          <address className="space-y-2 text-sm not-italic">
            <a href={telHref(business.phone)} className={`flex items-center gap-2 ${linkClass}`}>
              <Icon name="phone" className="h-4 w-4" /> {business.phone}
            </a>
            <a href={`mailto:${business.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Icon name="mail" className="h-4 w-4" /> {business.email}
            </a>
            <p className="flex items-start gap-2">
              <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                Head office: {business.address.street}, {business.address.city}, Ontario {business.address.postalCode}
              </span>
            </p>
          </address>
          <ul className="flex gap-4 text-sm" aria-label="Social media">
            {business.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>Services</h2>
          <ul className="space-y-2 text-sm">
            {servicesMenu.map((section) => (
              <li key={section.title}>
                <a href={section.href ?? "/#services"} className={linkClass}>{section.title}</a>
              </li>
            ))}
            <li><a href="/services/care-management" className={linkClass}>Care Management</a></li>
            <li><a href="/services/specialized-care" className={linkClass}>Specialized Care</a></li>
          </ul>
          <h2 className={`${headingClass} mt-6`}>Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={headingClass}>Service Areas</h2>
          <ul className="space-y-2 text-sm">
            {firstRegions.map((region) => (
              <li key={region.slug}>
                <a href={`/location/${region.slug}`} className={linkClass}>{region.name}</a>
              </li>
            ))}
          </ul>
          <details className="mt-3 text-sm">
            {/* Not "View all locations": that name belongs to the link to /locations below. */}
            <summary className="font-semibold underline underline-offset-2 hover:text-white">
              More regions
            </summary>
            <ul className="mt-2 space-y-2">
              {otherRegions.map((region) => (
                <li key={region.slug}>
                  <a href={`/location/${region.slug}`} className={linkClass}>{region.name}</a>
                </li>
              ))}
            </ul>
          </details>
          <p className="mt-3 text-sm">
            <a href="/locations" className="font-semibold underline underline-offset-2 hover:text-white">
              View all locations
            </a>
          </p>
          <h2 className={`${headingClass} mt-6`}>Provinces Served</h2>
          <p className="text-sm">{provincesServed.join(" · ")}</p>
        </nav>

        <div className="space-y-6">
          {newsletter}
          <div>
            <h2 className={headingClass}>Staff</h2>
            <a href={business.staffLoginUrl} className={`inline-flex items-center gap-1.5 text-sm ${linkClass}`} target="_blank" rel="noopener noreferrer">
              Staff Login <Icon name="external" className="h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="mt-2 text-sm">
              <a href="/resources" className={linkClass}>Employee resources</a>
            </p>
          </div>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {business.legalName}
            {business.legalName.endsWith(".") ? "" : "."} All rights reserved.
          </p>
          <ul className="flex gap-4">
            {footerLegalLinks.map((link) => (
              <li key={link.href}><a href={link.href} className={linkClass}>{link.label}</a></li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
