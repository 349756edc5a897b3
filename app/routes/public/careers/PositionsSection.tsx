import { Icon } from "~/components/Icon";
import { REVEAL_STAGGER_MS, Reveal } from "~/components/Reveal";
import { SectionHeading } from "~/components/SectionHeading";
import { regionName } from "~/content/regions";
import type { PostingText, PostingView } from "~/lib/hiring";
import { useLocale, useT } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { formatPayRange } from "~/lib/pay-range";
import { inEdition } from "~/public-pages";
import { href } from "react-router";
import { employmentTypesText, regionNameIn, useCareersCopy } from "./copy";

/** The application form for this posting, in the page's edition (the English form while it has no French twin). */
export function applyHref(position: Pick<PostingView, "slug">, locale: Locale = "en"): string {
  return `${inEdition(locale, href("/job"))}?position=${encodeURIComponent(position.slug)}`;
}

/** "Peel Region, York Region" and HR's note ("hybrid"). */
export function postingLocation(position: Pick<PostingView, "regions" | "locationNote">): string {
  const names = position.regions.map(regionName).join(", ");
  return position.locationNote ? (names ? `${position.locationNote} (${names})` : position.locationNote) : names;
}

/** The posting's location in the page's language; HR's note stays in English, marked as such on French pages. */
export function PostingLocation({ position }: { position: Pick<PostingView, "regions" | "locationNote"> }) {
  const locale = useLocale();
  if (locale === "en") return <>{postingLocation(position)}</>;
  const names = position.regions.map((slug) => regionNameIn(locale, slug)).join(", ");
  if (!position.locationNote) return <>{names}</>;
  const note = <span lang="en-CA">{position.locationNote}</span>;
  return names ? (
    <>
      {note} ({names})
    </>
  ) : (
    note
  );
}

/** On French pages, the postings' own text is HR's English: marked so screen readers read it in English. */
export const inEnglishOn = (locale: Locale): { lang?: "en-CA" } => (locale === "fr" ? { lang: "en-CA" } : {});

/**
 * A posting's text in the page's language: HR's French text on French pages
 * when there is one; otherwise the English, marked as such on French pages
 * (`english`, with `inEnglish` for the "(offre en anglais)" note).
 */
export function postingTextIn(locale: Locale, posting: PostingView): { text: PostingText; inEnglish: boolean; english: { lang?: "en-CA" } } {
  if (locale === "fr" && posting.french) return { text: posting.french, inEnglish: false, english: {} };
  return { text: posting, inEnglish: locale === "fr", english: inEnglishOn(locale) };
}

/** The title in a heading or link: on French pages an English one is marked and followed by "(offre en anglais)". */
export function PostingTitle({ posting, noteClassName }: { posting: PostingView; noteClassName: string }) {
  const locale = useLocale();
  const t = useT();
  const { text, inEnglish } = postingTextIn(locale, posting);
  if (!inEnglish) return <>{text.title}</>;
  return (
    <>
      <span lang="en-CA">{text.title}</span> <span className={noteClassName}>{t("careers.postingInEnglish")}</span>
    </>
  );
}

function PositionCard({ position, index }: { position: PostingView; index: number }) {
  const headingId = `position-${position.slug}`;
  const locale = useLocale();
  const t = useT();
  const copy = useCareersCopy();
  const { text, english } = postingTextIn(locale, position);
  const englishOnFrench = inEnglishOn(locale);
  return (
    <Reveal as="li" delay={(index % 2) * REVEAL_STAGGER_MS} className="h-full">
      <article aria-labelledby={headingId} className="card flex h-full flex-col overflow-hidden" data-testid={`position-${position.slug}`}>
        {position.image ? (
          <img
            src={position.image}
            alt={position.imageAlt ?? ""}
            {...(position.imageAlt ? englishOnFrench : {})}
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] w-full object-cover sm:aspect-[3/1]"
          />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            <a href={inEdition(locale, href("/careers/:slug", { slug: position.slug }))} className="hover:underline">
              <PostingTitle posting={position} noteClassName="text-base font-semibold text-muted" />
            </a>
          </h3>
          <p className="mt-2 text-muted" {...english}>
            {text.description}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.type")}</dt>
              <dd>{employmentTypesText(locale, position.employmentTypes)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.location")}</dt>
              <dd>
                <PostingLocation position={position} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.experience")}</dt>
              <dd {...englishOnFrench}>{position.experience}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("careers.payRange")}</dt>
              <dd data-testid="pay-range">{formatPayRange(position.pay, locale)}</dd>
            </div>
          </dl>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h4 className="font-semibold text-brand-900">{t("careers.responsibilities")}</h4>
              <ul className="mt-2 space-y-1.5 text-sm" {...english}>
                {text.responsibilities.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-semibold text-brand-900">{t("careers.requirements")}</h4>
              <ul className="mt-2 space-y-1.5 text-sm" {...english}>
                {text.requirements.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 rounded-lg bg-brand-50 p-3 text-sm text-ink">
            <Icon name="hands" className="mr-1.5 inline h-4 w-4 align-[-2px] text-brand-700" />
            {copy.accommodationStatement}
          </p>
          <div className="mt-auto pt-6">
            <a href={applyHref(position, locale)} className="btn-primary">
              {t("careers.applyNow")}
              <span className="sr-only">: {english.lang ? <span lang={english.lang}>{text.title}</span> : text.title}</span>
            </a>
          </div>
        </div>
      </article>
    </Reveal>
  );
}

/** The open positions (#positions), one card each with its 'Apply Now' link. */
export function PositionsSection({ positions }: { positions: readonly PostingView[] }) {
  const t = useT();
  return (
    <section id="positions" aria-labelledby="positions-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="positions-heading"
          eyebrow={t("careers.openPositions")}
          title={t("careers.positionsCount", { count: positions.length })}
          text={t("careers.positionsText")}
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
