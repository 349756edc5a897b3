import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import type { Crumb } from "~/lib/structured-data";
import { Breadcrumb } from "./Breadcrumb";

const tones = {
  /** Brand tint, dark heading: careers, SinaiCare, service pages. */
  light: {
    section: "bg-brand-50",
    title: "text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl",
  },
  /** Brand gradient, white text: region pages. */
  dark: {
    section: "bg-gradient-to-br from-brand-900 to-brand-700 text-white",
    title: "text-display font-bold",
  },
} as const;

type Tone = keyof typeof tones;

interface PageHeroProps {
  /** The h1's id; when given, the section is labelled by it. */
  headingId?: string;
  title: ReactNode;
  /** The small line above the title. */
  eyebrow?: ReactNode;
  /** The eyebrow's text colour, when not the brand's (service pages use their tone's). */
  eyebrowColor?: string;
  tone?: Tone;
  /** Replaces the tone's background (service pages have a tint of their own). */
  background?: string;
  /**
   * The trail to this page, the last crumb being the page itself (the same
   * list feeds the page's BreadcrumbList JSON-LD). It sits above both columns
   * when the hero has an eyebrow, and in the eyebrow's place when it has none.
   */
  breadcrumb?: Crumb[];
  /** The column beside the text from lg up (a `HeroImage`, or art of its own size). */
  media?: ReactNode;
  /** "half": text and media share the row; "fit": the media keeps its own width. */
  mediaWidth?: "half" | "fit";
  /** Under the title: paragraphs, lists and `HeroActions`. */
  children?: ReactNode;
}

/**
 * The opening block of a marketing page: an optional breadcrumb and eyebrow,
 * the page's one h1, its text and actions, and an image beside them from lg up.
 */
export function PageHero({
  headingId,
  title,
  eyebrow,
  eyebrowColor,
  tone = "light",
  background,
  breadcrumb,
  media,
  mediaWidth = "half",
  children,
}: PageHeroProps) {
  const look = tones[tone];
  const t = useT();
  const trail = breadcrumb ? <Breadcrumb crumbs={breadcrumb} tone={tone} label={t("breadcrumb.label")} /> : null;
  const trailAbove = trail && eyebrow ? trail : null;
  // Without media the text keeps the full width.
  const grid = ["grid items-center gap-10", media ? (mediaWidth === "fit" ? "lg:grid-cols-[1fr_auto]" : "lg:grid-cols-2") : null]
    .filter(Boolean)
    .join(" ");

  const columns = (
    <>
      <div>
        {trailAbove ? null : trail}
        {eyebrow ? (
          <p className={eyebrowColor ? `text-sm font-semibold uppercase tracking-wider ${eyebrowColor}` : "eyebrow"}>
            {eyebrow}
          </p>
        ) : null}
        <h1 id={headingId} className={`${trail && !trailAbove ? "mt-6" : "mt-2"} ${look.title}`}>
          {title}
        </h1>
        {children}
      </div>
      {media}
    </>
  );

  return (
    <section aria-labelledby={headingId} className={background ?? look.section}>
      {trailAbove ? (
        <div className="container-page py-12 sm:py-16">
          {trailAbove}
          <div className={`mt-6 ${grid}`}>{columns}</div>
        </div>
      ) : (
        <div className={`container-page py-14 sm:py-20 ${grid}`}>{columns}</div>
      )}
    </section>
  );
}

/** The hero's buttons, in a row that wraps. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap gap-3">{children}</div>;
}

/**
 * The hero's picture (640×400, loaded first). "ring" frames it on the brand
 * tint; "white" backs it on a tinted background of the page's own.
 */
export function HeroImage({ src, alt, frame = "ring" }: { src: string; alt: string; frame?: "ring" | "white" }) {
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={400}
      fetchPriority="high"
      className={frame === "ring" ? "w-full rounded-3xl shadow-sm ring-1 ring-brand-100" : "w-full rounded-3xl bg-white shadow-sm"}
    />
  );
}
