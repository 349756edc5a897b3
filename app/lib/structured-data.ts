/**
 * schema.org structured data (JSON-LD) built from the site's content and
 * business identity. Pure: render the result with <JsonLd data={...} />.
 */
import type { Business } from "~/content/business";
import type { EmploymentType, Position } from "~/content/careers";
import { href } from "react-router";

type JsonLdObject = Record<string, unknown>;

const CONTEXT = "https://schema.org";

function absolute(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString();
}

function postalAddress(business: Business): JsonLdObject {
  return {
    "@type": "PostalAddress",
    streetAddress: business.address.street,
    addressLocality: business.address.city,
    addressRegion: business.address.province,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
}

/** The stable @id of the organization, so other entries can refer to it. */
export function organizationId(siteUrl: string): string {
  return `${absolute("/", siteUrl)}#organization`;
}

/** The home page's entry: a MedicalBusiness (an Organization and LocalBusiness). */
export function organizationJsonLd(
  business: Business,
  siteUrl: string,
  extra: { description?: string; foundingDate?: string; areaServed?: string[] } = {},
): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "MedicalBusiness",
    "@id": organizationId(siteUrl),
    name: business.companyName,
    legalName: business.legalName,
    url: absolute("/", siteUrl),
    logo: absolute("/favicon.svg", siteUrl),
    image: absolute("/images/og-default.png", siteUrl),
    telephone: business.phone,
    email: business.email,
    address: postalAddress(business),
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.foundingDate ? { foundingDate: extra.foundingDate } : {}),
    ...(extra.areaServed ? { areaServed: extra.areaServed.map((name) => ({ "@type": "AdministrativeArea", name })) } : {}),
    sameAs: business.social.map((link) => link.href),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

/** One JobPosting for a position of the careers page. */
export function jobPostingJsonLd(
  position: Position,
  business: Business,
  siteUrl: string,
  accommodationStatement: string,
): JsonLdObject {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const description = [
    `<p>${escapeHtml(position.description)}</p>`,
    "<p>Responsibilities:</p>",
    list(position.responsibilities),
    "<p>Requirements:</p>",
    list(position.requirements),
    `<p>${escapeHtml(accommodationStatement)}</p>`,
  ].join("");
  const employmentType: EmploymentType[] = position.type;
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: position.title,
    description,
    identifier: { "@type": "PropertyValue", name: business.companyName, value: position.id },
    datePosted: position.datePosted,
    employmentType: employmentType.length === 1 ? employmentType[0] : employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: business.companyName,
      sameAs: absolute("/", siteUrl),
      logo: absolute("/favicon.svg", siteUrl),
    },
    jobLocation: { "@type": "Place", address: postalAddress(business) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: position.pay.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: position.pay.min,
        maxValue: position.pay.max,
        unitText: position.pay.unit,
      },
    },
    experienceRequirements: position.experience,
    directApply: true,
    url: absolute(`${href("/job")}?position=${encodeURIComponent(position.id)}`, siteUrl),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
