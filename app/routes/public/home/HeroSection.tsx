import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import { companyFacts, stats } from "~/content/company";
import { useBusiness } from "~/lib/root-data";
import { seamAttrs } from "~/lib/browser-seam";

const teamStrip = [
  { src: "/images/team/caregiver-1.svg", alt: "Illustrated portrait of a registered nurse on our team" },
  { src: "/images/team/caregiver-2.svg", alt: "Illustrated portrait of a personal support worker" },
  { src: "/images/team/caregiver-3.svg", alt: "Illustrated portrait of a practical nurse" },
  { src: "/images/team/caregiver-4.svg", alt: "Illustrated portrait of a care coordinator" },
  { src: "/images/team/caregiver-5.svg", alt: "Illustrated portrait of a homemaker" },
];

/**
 * The looping background video. It never autoplays from the HTML: once the
 * page runs (app/browser/hero-video.ts), it starts only when the visitor
 * allows motion, and stops when they switch to reduced motion. A button
 * pauses and resumes it (WCAG 2.2.2); it comes after the hero's content in
 * the page (and in the tab order), and the script shows it only while motion
 * is allowed. Without JavaScript the still poster shows.
 */
function HeroVideo() {
  return (
    <video
      className="absolute inset-0 -z-20 h-full w-full object-cover"
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
  return (
    <button
      type="button"
      hidden
      {...seamAttrs({ heroVideoToggle: true, labelPlaying: "Pause background video", labelPaused: "Play background video" })}
      className="absolute bottom-4 right-4 z-10 rounded-full bg-brand-900/80 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-brand-900"
    >
      Play background video
    </button>
  );
}

/** 1. The hero: the SinaiCare introduction over the background video, and the team strip. */
export function HeroSection() {
  const business = useBusiness();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroVideo />
      {/* Below lg the text spans the video: an even, dark veil keeps it readable (AA). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-900/85 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-900 lg:via-brand-900/85 lg:to-brand-900/30"
      />
      {/* Room under the team card for the video button below lg (it sits bottom right). */}
      <div className="container-page pb-20 pt-16 sm:pt-24 lg:pb-10 lg:pt-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            Home healthcare in Ontario since {companyFacts.establishedYear}
          </p>
          <h1 id="hero-heading" className="mt-3 font-bold">
            <span className="block text-2xl text-brand-100 sm:text-3xl">Introducing</span>{" "}
            <span className="block text-5xl tracking-tight sm:text-6xl">{business.programName}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50 sm:text-xl">{business.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/sinaicare" className="btn-accent text-base">
              Discover {business.programName} <Icon name="arrow" className="h-4 w-4" />
            </a>
            <a href={telHref(business.phone)} className="btn-ghost-light text-base">
              <Icon name="phone" className="h-4 w-4" /> Call {business.phone}
            </a>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 rounded-2xl bg-brand-900/75 p-4 ring-1 ring-white/20 sm:flex-row sm:items-center sm:gap-6 sm:p-5 lg:max-w-2xl">
          <ul className="flex -space-x-3" aria-label="Some of our caregivers">
            {teamStrip.map((member) => (
              <li key={member.src}>
                <img
                  src={member.src}
                  alt={member.alt}
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-full ring-2 ring-brand-900"
                />
              </li>
            ))}
          </ul>
          <div>
            <p className="text-lg font-semibold">Meet our caring team</p>
            <p className="text-sm text-brand-50">
              {stats[1]?.number} certified caregivers, screened, trained and matched to each client.
            </p>
          </div>
        </div>
      </div>
      <HeroVideoButton />
    </section>
  );
}
