import { data, Link } from "react-router";
import { NumberedSteps } from "~/components/NumberedSteps";
import { ExternalFormDialog } from "~/components/ExternalFormDialog";
import { Icon } from "~/components/Icon";
import { JsonLd } from "~/components/JsonLd";
import { toneClasses } from "~/components/MegaMenu";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { telHref } from "~/content/business";
import { isServiceSlug, type ServiceAction, servicePages, serviceSlugs } from "~/content/services";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { useBusiness, useSiteUrl, useIntakeUrls } from "~/lib/root-data";
import { PageHero } from "~/components/PageHero";
import type { Route } from "./+types/service";

/** The five service pages; any other slug is a real 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isServiceSlug(params.service)) throw data(null, { status: 404 });
  const page = servicePages[params.service];
  // The other pages, for the 'More services' links.
  const others = serviceSlugs
    .filter((slug) => slug !== page.slug)
    .map((slug) => ({ slug, title: servicePages[slug].title }));
  return { page, others };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found | Sinai Home Care" }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path: `/services/${page.slug}`,
    siteUrl: siteUrlFrom(matches),
  });
};

/** A page button: intake dialog, booking dialog or a link, as the content says. */
function ActionButton({ action, slug, title, className }: { action: ServiceAction; slug: string; title: string; className: string }) {
  const intakeUrls = useIntakeUrls();
  const business = useBusiness();
  if (action.kind === "link") {
    return (
      <Link to={action.href} className={className}>
        {action.label}
      </Link>
    );
  }
  const intakeUrl = action.kind === "intake" ? intakeUrls[slug] : undefined;
  if (intakeUrl) {
    return (
      <ExternalFormDialog url={intakeUrl} title={`${title} intake form`} className={className} opensLabel="opens the intake form">
        {action.label}
      </ExternalFormDialog>
    );
  }
  // Booking, or an intake without a configured form: the booking page.
  return (
    <ExternalFormDialog url={business.bookingUrl} title="Book a consultation" className={className}>
      {action.label}
    </ExternalFormDialog>
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, others } = loaderData;
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const tone = toneClasses[page.tone];

  const actions = (
    <div className="flex flex-wrap gap-3">
      {page.actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          slug={page.slug}
          title={page.title}
          className={`${index === 0 ? "btn-primary" : "btn-outline"} text-base`}
        />
      ))}
    </div>
  );

  return (
    <>
      <PageHero
        id="service-heading"
        eyebrow={page.eyebrow}
        title={page.title}
        image={{ src: page.image, alt: page.imageAlt }}
        background={tone.soft}
        eyebrowClassName={`text-sm font-semibold uppercase tracking-wider ${tone.text}`}
        imageClassName="bg-white shadow-sm"
        breadcrumb={
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap items-center gap-1.5 text-muted">
              <li>
                <Link to="/" className="underline underline-offset-2 hover:text-ink">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to="/#services" className="underline underline-offset-2 hover:text-ink">
                  Services
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-ink">
                {page.title}
              </li>
            </ol>
          </nav>
        }
      >
        {page.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg text-ink/80">
            {paragraph}
          </p>
        ))}
        <ul className="mt-6 space-y-2">
          {page.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2 font-medium">
              <Icon name="check" className={`h-5 w-5 ${tone.text}`} /> {highlight}
            </li>
          ))}
        </ul>
        <div className="mt-8">{actions}</div>
      </PageHero>

      <section aria-labelledby="offerings-heading" className="section-y">
        <div className="container-page">
          <SectionHeading id="offerings-heading" title={page.offerings.heading} text={page.offerings.text} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.offerings.items.map((item, index) => (
              <Reveal as="li" key={item.title} delay={(index % 3) * REVEAL_STAGGER_MS} className={`card border-t-4 p-6 ${tone.border}`}>
                <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      {page.extra ? (
        <section aria-labelledby="extra-heading" className="pb-16 sm:pb-20">
          <div className="container-page">
            <div className={`rounded-3xl p-8 sm:p-10 ${tone.soft}`}>
              <h2 id="extra-heading" className="text-2xl font-bold text-brand-900">
                {page.extra.heading}
              </h2>
              <p className="mt-2 max-w-3xl text-ink/80">{page.extra.text}</p>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {page.extra.items.map((item) => (
                  <li key={item} className="flex items-center gap-2 rounded-xl bg-white p-4 font-medium">
                    <Icon name="users" className={`h-5 w-5 shrink-0 ${tone.text}`} /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}

      {page.process ? (
        <section aria-labelledby="process-heading" className="section-y bg-slate-50">
          <div className="container-page">
            <SectionHeading id="process-heading" title={page.process.heading} text={page.process.text} />
            <NumberedSteps steps={page.process.steps} />
          </div>
        </section>
      ) : null}

      {page.qualifications ? (
        <section aria-labelledby="qualifications-heading" className="section-y bg-slate-50">
          <div className="container-page">
            <SectionHeading id="qualifications-heading" title={page.qualifications.heading} text={page.qualifications.text} />
            <div className="mt-12 grid gap-6 md:grid-cols-3">
              {page.qualifications.groups.map((group, index) => (
                <Reveal key={group.title} delay={index * REVEAL_STAGGER_MS} className="card p-6">
                  <h3 className="text-lg font-semibold text-brand-900">{group.title}</h3>
                  <ul className="mt-4 space-y-2 text-sm">
                    {group.items.map((item) => (
                      <li key={item} className="flex items-start gap-2">
                        <Icon name="check" className={`mt-0.5 h-4 w-4 shrink-0 ${tone.text}`} /> {item}
                      </li>
                    ))}
                  </ul>
                </Reveal>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {/* After a white section its bottom padding already makes the gap: no second one on top. */}
      <section aria-labelledby="service-cta-heading" className={page.process || page.qualifications ? "section-y" : "pb-16 sm:pb-20"}>
        <div className="container-page">
          <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 id="service-cta-heading" className="text-heading font-bold">
              {page.closing.heading}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{page.closing.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {page.actions.map((action, index) => (
                <ActionButton
                  key={action.label}
                  action={action}
                  slug={page.slug}
                  title={page.title}
                  className={`${index === 0 ? "btn-accent" : "btn-ghost-light"} text-base`}
                />
              ))}
              <a href={telHref(business.phone)} className="btn-ghost-light text-base">
                <Icon name="phone" className="h-5 w-5" /> Call {business.phone}
              </a>
            </div>
          </div>

          <nav aria-labelledby="more-services-heading" className="mt-12">
            <h2 id="more-services-heading" className="text-lg font-semibold text-brand-900">
              More services
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              <li>
                <Link to="/sinaicare" className="btn-outline">
                  {business.programName}
                </Link>
              </li>
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/services/${other.slug}`} className="btn-outline">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: "Services", path: "/#services" },
            { name: page.title, path: `/services/${page.slug}` },
          ],
          siteUrl,
        )}
      />
    </>
  );
}
