/**
 * schema.org structured data (JSON-LD) built from the site's content and
 * business identity. Pure: render the result with <JsonLd data={...} />.
 */
import type { Business } from "~/content/business";
import type { EmploymentType } from "~/content/careers";
import type { PostingText, PostingView } from "~/lib/hiring";
import { href } from "react-router";

export type JsonLdObject = Record<string, unknown>;

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
  /** The name's language when it is not the page's (an English posting's title on a French page). */
  lang?: string;
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

/**
 * One JobPosting for a job posting's page (/careers/<slug>): pay range,
 * employment types, the regions it works in, dates, and the Ontario
 * statements (existing vacancy, AI screening) in its description.
 */
export function jobPostingJsonLd(
  posting: PostingView,
  business: Business,
  siteUrl: string,
  accommodationStatement: string,
  regionName: (slug: string) => string = (slug) => slug,
  /** Another edition's words (the French page of a posting with French text); the experience, English only, is left out. */
  edition?: PostingEdition,
): JsonLdObject {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const text = edition?.text ?? posting;
  const headings = edition?.headings ?? { responsibilities: "Responsibilities:", requirements: "Requirements:" };
  const description = [
    `<p>${escapeHtml(text.description)}</p>`,
    ...(text.responsibilities.length ? [`<p>${escapeHtml(headings.responsibilities)}</p>`, list(text.responsibilities)] : []),
    ...(text.requirements.length ? [`<p>${escapeHtml(headings.requirements)}</p>`, list(text.requirements)] : []),
    `<p>${escapeHtml((edition?.statements ?? postingStatements(posting)).join(" "))}</p>`,
    `<p>${escapeHtml(accommodationStatement)}</p>`,
  ].join("");
  const employmentType: EmploymentType[] = posting.employmentTypes;
  const places = posting.regions.map((slug) => ({
    "@type": "Place",
    address: { "@type": "PostalAddress", addressLocality: regionName(slug), addressRegion: "ON", addressCountry: "CA" },
  }));
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: text.title,
    description,
    identifier: { "@type": "PropertyValue", name: business.companyName, value: posting.slug },
    ...(posting.datePosted ? { datePosted: posting.datePosted } : {}),
    ...(posting.validThrough ? { validThrough: `${posting.validThrough}T23:59:59-05:00` } : {}),
    employmentType: employmentType.length === 1 ? employmentType[0] : employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: business.companyName,
      sameAs: absolute("/", siteUrl),
      logo: absolute("/favicon.svg", siteUrl),
    },
    jobLocation: places.length ? (places.length === 1 ? places[0] : places) : { "@type": "Place", address: postalAddress(business) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: posting.pay.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: posting.pay.min,
        maxValue: posting.pay.max,
        unitText: posting.pay.unit,
      },
    },
    ...(posting.experience && !edition ? { experienceRequirements: posting.experience } : {}),
    directApply: true,
    url: absolute(edition?.path ?? href("/careers/:slug", { slug: posting.slug }), siteUrl),
  };
}

/** A posting's JSON-LD in another edition's language: its text, the headings of its lists, Ontario's statements, its address. */
export interface PostingEdition {
  text: PostingText;
  headings: { responsibilities: string; requirements: string };
  statements: string[];
  path: string;
}

/** What Ontario requires every public posting to say (decision 0602), in words. */
export function postingStatements(posting: Pick<PostingView, "existingVacancy" | "aiScreening">): string[] {
  return [
    posting.existingVacancy ? "This posting is for an existing vacancy." : "This posting is not for an existing vacancy.",
    posting.aiScreening
      ? "Artificial intelligence is used to screen, assess or select applicants."
      : "We do not use artificial intelligence to screen, assess or select applicants.",
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
