import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import { companyFacts, stats } from "~/content/company";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { inEdition } from "~/public-pages";
import { useBusiness } from "~/lib/root-data";
import { seamAttrs } from "~/lib/browser-seam";
import { href } from "react-router";

const teamStrip: Record<Locale, { src: string; alt: string }[]> = {
  en: [
    { src: "/images/team/caregiver-1.svg", alt: "Illustrated portrait of a registered nurse on our team" },
    { src: "/images/team/caregiver-2.svg", alt: "Illustrated portrait of a personal support worker" },
    { src: "/images/team/caregiver-3.svg", alt: "Illustrated portrait of a practical nurse" },
    { src: "/images/team/caregiver-4.svg", alt: "Illustrated portrait of a care coordinator" },
    { src: "/images/team/caregiver-5.svg", alt: "Illustrated portrait of a homemaker" },
  ],
  fr: [
    { src: "/images/team/caregiver-1.svg", alt: "Portrait illustré d'une infirmière autorisée de notre équipe" },
    { src: "/images/team/caregiver-2.svg", alt: "Portrait illustré d'une préposée aux services de soutien à la personne" },
    { src: "/images/team/caregiver-3.svg", alt: "Portrait illustré d'une infirmière auxiliaire autorisée" },
    { src: "/images/team/caregiver-4.svg", alt: "Portrait illustré d'une coordonnatrice de soins" },
    { src: "/images/team/caregiver-5.svg", alt: "Portrait illustré d'une aide ménagère" },
  ],
};

/**
 * The looping background video. It never autoplays from the HTML: once the
 * page has loaded and is idle (app/browser/hero-video.ts), it starts only on a
 * wide screen, on a connection that is neither slow nor saving data, and when
 * the visitor allows motion; it stops when they switch to reduced motion. A button
 * pauses and resumes it (WCAG 2.2.2); it comes after the hero's content in
 * the page (and in the tab order), and the script shows it only while motion
 * is allowed. Without JavaScript the still poster shows.
 */
function HeroVideo() {
  return (
    <video
      poster="/images/hero-poster.svg"
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      {...seamAttrs({ heroVideo: true })}
    >
      <source src="/media/hero-loop.webm" type="video/webm" />
    </video>
  );
}

function HeroVideoButton() {
  const t = useT();
  return (
    <button
      type="button"
      hidden
      {...seamAttrs({ heroVideoToggle: true, labelPlaying: t("home.hero.videoPause"), labelPaused: t("home.hero.videoPlay") })}
    >
      {t("home.hero.videoPlay")}
    </button>
  );
}

/**
 * 1. The hero: the SinaiCare introduction over the background video, and the
 * team strip. Styled in styles/marketing.css (.hero, .hero-intro, .hero-team).
 */
export function HeroSection() {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="hero">
      <HeroVideo />
      {/* Below lg the text spans the video: an even, dark veil keeps it readable (AA). */}
      <div aria-hidden="true" />
      {/* Room under the team card for the video button below lg (it sits bottom right). */}
      <div className="container-page">
        <div className="hero-intro">
          <p>{t("home.hero.since", { year: String(companyFacts.establishedYear) })}</p>
          <h1 id="hero-heading">
            <span>{t("home.hero.introducing")}</span> <span>{business.programName}</span>
          </h1>
          {/* The configured tagline is English; the French edition says it from the catalog. */}
          <p>{locale === "fr" ? t("footer.tagline") : business.tagline}</p>
          <div>
            <a href={inEdition(locale, href("/sinaicare"))} className="btn-accent text-base">
              {`${t("home.hero.discover", { program: business.programName })} `}<Icon name="arrow" className="h-4 w-4" />
            </a>
            <a href={inEdition(locale, href("/request-care"))} className="btn-ghost-light text-base">
              {t("nav.requestCare")}
            </a>
            <a href={telHref(business.phone)} className="btn-ghost-light text-base">
              <Icon name="phone" className="h-4 w-4" />{` ${t("home.hero.call", { phone: formatPhone(locale, business.phone) })}`}
            </a>
          </div>
        </div>

        <div className="hero-team">
          <ul aria-label={t("home.hero.team")}>
            {teamStrip[locale].map((member) => (
              <li key={member.src}>
                {/* Low priority: small portraits, not worth a preload ahead of the stylesheet (React would add one). */}
                <img src={member.src} alt={member.alt} width={56} height={56} fetchPriority="low" />
              </li>
            ))}
          </ul>
          <div>
            <p>{t("home.hero.meetTeam")}</p>
            <p>
              {t("home.hero.teamText", { count: stats[1]?.number ?? "" })}
            </p>
          </div>
        </div>
      </div>
      <HeroVideoButton />
    </section>
  );
}
