import { data, href } from "react-router";
import { Breadcrumb } from "~/components/Breadcrumb";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { accommodationStatement, employmentTypeLabels } from "~/content/careers";
import { regionName } from "~/content/regions";
import { REQUIREMENT_LABELS } from "~/lib/hiring";
import { formatAgencyDate } from "~/lib/agency-time";
import { formatPayRange } from "~/lib/pay-range";
import { passOnHeaders } from "~/lib/route-headers";
import { useBusiness, useSiteUrl } from "~/lib/root-data";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd, jobPostingJsonLd, postingStatements } from "~/lib/structured-data";
import { publicPosting } from "~/server/domain/job-postings.server";
import type { Route } from "./+types/posting";
import { applyHref, postingLocation } from "./PositionsSection";

export const headers = passOnHeaders;

/**
 * /careers/<slug>: one job posting with everything Ontario asks it to say
 * and its JobPosting JSON-LD. A closed posting says so with 410 Gone (search
 * engines drop it); a draft or unknown slug is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const posting = await publicPosting(params.slug);
  if (!posting) throw data(null, { status: 404 });
  return data({ posting }, { status: posting.status === "closed" ? 410 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found | Sinai Home Care" }, { name: "robots", content: "noindex" }];
  const { posting } = loaderData;
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
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Careers", path: href("/careers") },
    { name: posting.title, path: href("/careers/:slug", { slug: posting.slug }) },
  ];
  const closed = posting.status === "closed";
  return (
    <div className="container-page section-y">
      <div className="mx-auto max-w-3xl">
        <Breadcrumb crumbs={crumbs} />
        <p className="eyebrow mt-6">Job posting</p>
        <h1 className="mt-2 text-display font-bold text-brand-900">{posting.title}</h1>
        {closed ? (
          <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="posting-closed">
            <p className="font-semibold">This posting is closed.</p>
            <p className="mt-1">
              It no longer takes applications.{" "}
              <a href={href("/careers")} className="link">
                See the open positions
              </a>
              .
            </p>
          </div>
        ) : null}
        <p className="mt-4 text-lg text-muted">{posting.description}</p>
        <dl className="card mt-8 grid gap-x-6 gap-y-4 p-6 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-brand-900">Pay range</dt>
            <dd data-testid="pay-range">{formatPayRange(posting.pay)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Type</dt>
            <dd>{posting.employmentTypes.map((type) => employmentTypeLabels[type]).join(", ")}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Location</dt>
            <dd>{postingLocation(posting)}</dd>
          </div>
          {posting.experience ? (
            <div>
              <dt className="font-semibold text-brand-900">Experience</dt>
              <dd>{posting.experience}</dd>
            </div>
          ) : null}
          {posting.datePosted ? (
            <div>
              <dt className="font-semibold text-brand-900">Posted</dt>
              <dd>{formatAgencyDate(`${posting.datePosted}T12:00:00Z`)}</dd>
            </div>
          ) : null}
          {posting.validThrough ? (
            <div>
              <dt className="font-semibold text-brand-900">Applications close</dt>
              <dd>{formatAgencyDate(`${posting.validThrough}T12:00:00Z`)}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2" data-testid="posting-statements">
            <dt className="font-semibold text-brand-900">Vacancy and screening</dt>
            {postingStatements(posting).map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        </dl>
        {posting.responsibilities.length ? (
          <section aria-labelledby="responsibilities" className="mt-8">
            <h2 id="responsibilities" className="text-xl font-bold text-brand-900">
              Responsibilities
            </h2>
            <ul className="mt-3 space-y-1.5">
              {posting.responsibilities.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" /> {item}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {posting.requirements.length || posting.mustHaves.length ? (
          <section aria-labelledby="requirements" className="mt-8">
            <h2 id="requirements" className="text-xl font-bold text-brand-900">
              Requirements
            </h2>
            <ul className="mt-3 space-y-1.5">
              {posting.requirements.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" /> {item}
                </li>
              ))}
            </ul>
            {posting.mustHaves.length ? (
              <p className="mt-3 text-sm text-muted">
                Required to apply: {posting.mustHaves.map((key) => REQUIREMENT_LABELS[key]).join(", ")}.
              </p>
            ) : null}
          </section>
        ) : null}
        <p className="mt-8 rounded-lg bg-brand-50 p-3 text-sm text-ink">{accommodationStatement}</p>
        {closed ? null : (
          <p className="mt-8">
            <a href={applyHref(posting)} className="btn-primary text-base">
              Apply<span className="sr-only">: {posting.title}</span>
            </a>
          </p>
        )}
      </div>
      <JsonLd
        data={[
          breadcrumbJsonLd(crumbs, siteUrl),
          ...(closed ? [] : [jobPostingJsonLd(posting, business, siteUrl, accommodationStatement, regionName)]),
        ]}
      />
    </div>
  );
}
