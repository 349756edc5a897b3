import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";

const looks = {
  /** On the brand tint (careers, SinaiCare, service pages, the blog article). */
  light: {
    nav: "text-sm",
    list: "flex flex-wrap items-center gap-1.5 text-muted",
    link: "underline underline-offset-2 hover:text-ink",
    current: "font-medium text-ink",
  },
  /** On the brand gradient (region pages, /locations). */
  dark: {
    nav: "text-sm text-brand-100",
    list: "flex flex-wrap items-center gap-2",
    link: "underline underline-offset-2 hover:text-white",
    current: undefined,
  },
} as const;

type BreadcrumbTone = keyof typeof looks;

/**
 * The trail to a page: links to the crumbs above it, then the page itself
 * (aria-current). The same crumbs feed the page's BreadcrumbList JSON-LD.
 * `endsAtPage={false}`: every crumb is a link (an article's trail ends at its
 * category, not at the article). `label` names the trail in the page's
 * language (the staff area's preview, which has no catalogs, keeps English).
 */
export function Breadcrumb({
  crumbs,
  tone = "light",
  endsAtPage = true,
  label = "Breadcrumb",
}: {
  crumbs: Crumb[];
  tone?: BreadcrumbTone;
  endsAtPage?: boolean;
  label?: string;
}) {
  const look = looks[tone];
  const links = endsAtPage ? crumbs.slice(0, -1) : crumbs;
  const current = endsAtPage ? crumbs.at(-1) : undefined;
  return (
    <nav aria-label={label} className={look.nav}>
      <ol className={look.list}>
        {links.map((crumb, index) => (
          <Step key={crumb.path} separator={Boolean(current) || index < links.length - 1}>
            <a href={crumb.path} className={look.link}>
              {crumb.name}
            </a>
          </Step>
        ))}
        {current ? (
          <li aria-current="page" lang={current.lang} className={look.current}>
            {current.name}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function Step({ children, separator }: { children: ReactNode; separator: boolean }) {
  return (
    <>
      <li>{children}</li>
      {separator ? <li aria-hidden="true">/</li> : null}
    </>
  );
}
