import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { accommodationStatement, employmentTypeLabels } from "~/content/careers";
import { regionName } from "~/content/regions";
import type { PostingView } from "~/lib/hiring";
import { formatPayRange } from "~/lib/pay-range";
import { href } from "react-router";

export function applyHref(position: Pick<PostingView, "slug">): string {
  return `${href("/job")}?position=${encodeURIComponent(position.slug)}`;
}

/** "Peel Region, York Region" and HR's note ("hybrid"). */
export function postingLocation(position: Pick<PostingView, "regions" | "locationNote">): string {
  const names = position.regions.map(regionName).join(", ");
  return position.locationNote ? (names ? `${position.locationNote} (${names})` : position.locationNote) : names;
}

function PositionCard({ position, index }: { position: PostingView; index: number }) {
  const headingId = `position-${position.slug}`;
  return (
    <Reveal as="li" delay={(index % 2) * REVEAL_STAGGER_MS} className="h-full">
      <article aria-labelledby={headingId} className="card flex h-full flex-col overflow-hidden" data-testid={`position-${position.slug}`}>
        {position.image ? (
          <img
            src={position.image}
            alt={position.imageAlt ?? ""}
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] w-full object-cover sm:aspect-[3/1]"
          />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            <a href={href("/careers/:slug", { slug: position.slug })} className="hover:underline">
              {position.title}
            </a>
          </h3>
          <p className="mt-2 text-muted">{position.description}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-brand-900">Type</dt>
              <dd>{position.employmentTypes.map((type) => employmentTypeLabels[type]).join(", ")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Location</dt>
              <dd>{postingLocation(position)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Experience</dt>
              <dd>{position.experience}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Pay range</dt>
              <dd data-testid="pay-range">{formatPayRange(position.pay)}</dd>
            </div>
          </dl>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h4 className="font-semibold text-brand-900">Responsibilities</h4>
              <ul className="mt-2 space-y-1.5 text-sm">
                {position.responsibilities.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-semibold text-brand-900">Requirements</h4>
              <ul className="mt-2 space-y-1.5 text-sm">
                {position.requirements.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 rounded-lg bg-brand-50 p-3 text-sm text-ink">
            <Icon name="hands" className="mr-1.5 inline h-4 w-4 align-[-2px] text-brand-700" />
            {accommodationStatement}
          </p>
          <div className="mt-auto pt-6">
            <a href={applyHref(position)} className="btn-primary">
              Apply Now<span className="sr-only">: {position.title}</span>
            </a>
          </div>
        </div>
      </article>
    </Reveal>
  );
}

/** The open positions (#positions), one card each with its 'Apply Now' link. */
export function PositionsSection({ positions }: { positions: PostingView[] }) {
  return (
    <section id="positions" aria-labelledby="positions-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="positions-heading"
          eyebrow="Open positions"
          title={positions.length === 1 ? "1 role we are hiring for" : `${positions.length} roles we are hiring for`}
          text="All roles include paid orientation and ongoing training. Pay depends on experience and credentials."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {positions.map((position, index) => (
            <PositionCard key={position.slug} position={position} index={index} />
          ))}
        </ul>
      </div>
    </section>
  );
}
