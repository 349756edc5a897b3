import { data, href } from "react-router";
import { Breadcrumb } from "~/components/Breadcrumb";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { formatAgencyDate } from "~/lib/agency-time";
import { formatDate, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { formatPayRange } from "~/lib/pay-range";
import { passOnHeaders } from "~/lib/route-headers";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { inEdition } from "~/public-pages";
import { publicPosting } from "~/server/domain/job-postings.server";
import type { Route } from "./+types/posting";
import { CAREERS_COPY, employmentTypesText, postingJsonLdIn, statementsOf, useCareersCopy } from "./copy";
import { applyHref, inEnglishOn, PostingLocation, PostingTitle, postingTextIn } from "./PositionsSection";

export const headers = passOnHeaders;

/**
 * /careers/<slug>: one job posting with everything Ontario asks it to say
 * and its JobPosting JSON-LD. A closed posting says so with 410 Gone (search
 * engines drop it); a draft or unknown slug is 404. /fr/carrieres/<slug>:
 * the same posting in HR's French text when it has one (its JSON-LD in
 * French), else a French frame around HR's English text (marked
 * lang="en-CA") with the breadcrumb's JSON-LD only.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const posting = await publicPosting(params.slug);
  if (!posting) throw data(null, { status: 404 });
  return data({ posting }, { status: posting.status === "closed" ? 410 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) return [{ title: `${translate(locale, "careers.postingNotFound")} | Sinai Home Care` }, { name: "robots", content: "noindex" }];
  const { posting } = loaderData;
  if (locale === "fr") {
    const types = posting.employmentTypes.map((type) => CAREERS_COPY.fr.employmentTypes[type].toLowerCase()).join(", ");
    const french = posting.french;
    const title = french?.title ?? posting.title;
    const openTitle = french ? "careers.postingTitleFrench" : "careers.postingTitle";
    return pageMeta({
      title: translate(locale, posting.status === "closed" ? "careers.postingTitleClosed" : openTitle, { title }),
      description: french
        ? translate(locale, "careers.postingDescriptionFrench", { title, pay: formatPayRange(posting.pay, locale), description: french.description }).slice(0, 300)
        : translate(locale, "careers.postingDescription", { title, pay: formatPayRange(posting.pay, locale), types }),
      path: inEdition(locale, href("/careers/:slug", { slug: posting.slug })),
      siteUrl: siteUrlFrom(matches),
      noindex: posting.status === "closed",
    });
  }
  return pageMeta({
    title: posting.status === "closed" ? `${posting.title} (closed)` : `${posting.title}: Job Posting`,
    description: `${posting.title} in Ontario: ${formatPayRange(posting.pay)}. ${posting.description}`.slice(0, 300),
    path: href("/careers/:slug", { slug: posting.slug }),
    siteUrl: siteUrlFrom(matches),
    noindex: posting.status === "closed",
  });
};

export default function PostingPage({ loaderData }: Route.ComponentProps) {
  const { posting } = loaderData;
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const t = useT();
  const copy = useCareersCopy();
  const { text, english } = postingTextIn(locale, posting);
  const englishOnFrench = inEnglishOn(locale);
  const crumbs = [
    { name: t("nav.home"), path: inEdition(locale, "/") },
    { name: t("nav.careers"), path: inEdition(locale, href("/careers")) },
    { name: text.title, path: inEdition(locale, href("/careers/:slug", { slug: posting.slug })), ...english },
  ];
  const closed = posting.status === "closed";
  const dateOf = (day: string) => (locale === "fr" ? formatDate(locale, new Date(`${day}T12:00:00Z`)) : formatAgencyDate(`${day}T12:00:00Z`));
  return (
    <div className="container-page section-y">
      <div className="mx-auto max-w-3xl">
        <Breadcrumb crumbs={crumbs} />
        <p className="eyebrow mt-6">{t("careers.jobPosting")}</p>
        <h1 className="mt-2 text-display font-bold text-brand-900">
          <PostingTitle posting={posting} noteClassName="block text-xl font-semibold text-muted" />
        </h1>
        {closed ? (
          <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="posting-closed">
            <p className="font-semibold">{t("careers.closed")}</p>
            <p className="mt-1">
              {t("careers.closedText")}{" "}
              <a href={inEdition(locale, href("/careers"))} className="link">
                {t("careers.seeOpenPositions")}
              </a>
              .
            </p>
          </div>
        ) : null}
        <p className="mt-4 text-lg text-muted" {...english}>
          {text.description}
        </p>
        <dl className="card mt-8 grid gap-x-6 gap-y-4 p-6 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-brand-900">{t("careers.payRange")}</dt>
            <dd data-testid="pay-range">{formatPayRange(posting.pay, locale)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">{t("careers.type")}</dt>
            <dd>{employmentTypesText(locale, posting.employmentTypes)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">{t("careers.location")}</dt>
            <dd>
              <PostingLocation position={posting} />
            </dd>
          </div>
          {posting.experience ? (
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.experience")}</dt>
              <dd {...englishOnFrench}>{posting.experience}</dd>
            </div>
          ) : null}
          {posting.datePosted ? (
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.posted")}</dt>
              <dd>{dateOf(posting.datePosted)}</dd>
            </div>
          ) : null}
          {posting.validThrough ? (
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.applicationsClose")}</dt>
              <dd>{dateOf(posting.validThrough)}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2" data-testid="posting-statements">
            <dt className="font-semibold text-brand-900">{t("careers.vacancyAndScreening")}</dt>
            {statementsOf(copy, posting).map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        </dl>
        {text.responsibilities.length ? (
          <section aria-labelledby="responsibilities" className="mt-8">
            <h2 id="responsibilities" className="text-xl font-bold text-brand-900">
              {t("careers.responsibilities")}
            </h2>
            <ul className="mt-3 space-y-1.5" {...english}>
              {text.responsibilities.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" /> {item}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {text.requirements.length || posting.mustHaves.length ? (
          <section aria-labelledby="requirements" className="mt-8">
            <h2 id="requirements" className="text-xl font-bold text-brand-900">
              {t("careers.requirements")}
            </h2>
            <ul className="mt-3 space-y-1.5" {...english}>
              {text.requirements.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" /> {item}
                </li>
              ))}
            </ul>
            {posting.mustHaves.length ? (
              <p className="mt-3 text-sm text-muted">
                {t("careers.requiredToApply", { requirements: posting.mustHaves.map((key) => copy.requirementLabels[key]).join(", ") })}
              </p>
            ) : null}
          </section>
        ) : null}
        <p className="mt-8 rounded-lg bg-brand-50 p-3 text-sm text-ink" data-testid="accommodation-notice">
          {copy.accommodationStatement}
        </p>
        {closed ? null : (
          <p className="mt-8">
            <a href={applyHref(posting, locale)} className="btn-primary text-base">
              {t("careers.apply")}
              <span className="sr-only">: {english.lang ? <span lang={english.lang}>{text.title}</span> : text.title}</span>
            </a>
          </p>
        )}
      </div>
      <JsonLd
        data={[
          breadcrumbJsonLd(crumbs, siteUrl),
          ...(closed ? [] : postingJsonLdIn(locale, posting, business, siteUrl)),
        ]}
      />
    </div>
  );
}
