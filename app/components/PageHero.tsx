/**
 * The hero of a marketing page: eyebrow, the page's one h1, the page's own
 * text and buttons, and its picture beside them on wide screens. The picture
 * is the page's largest paint, so it is fetched first and has fixed
 * dimensions (no layout shift).
 */
import type { ReactNode } from "react";

export function PageHero({
  id,
  eyebrow,
  title,
  image,
  children,
  breadcrumb,
  background = "bg-brand-50",
  eyebrowClassName = "eyebrow",
  imageClassName = "shadow-sm ring-1 ring-brand-100",
}: {
  /** The h1's id; the section is labelled by it. */
  id: string;
  eyebrow: string;
  title: string;
  image: { src: string; alt: string };
  /** Everything under the title: paragraphs, lists, buttons. */
  children: ReactNode;
  /** A breadcrumb above the hero's columns (service pages). */
  breadcrumb?: ReactNode;
  background?: string;
  eyebrowClassName?: string;
  imageClassName?: string;
}) {
  const columns = (
    <>
      <div>
        <p className={eyebrowClassName}>{eyebrow}</p>
        <h1 id={id} className="mt-2 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          {title}
        </h1>
        {children}
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={640}
        height={400}
        fetchPriority="high"
        className={`w-full rounded-3xl ${imageClassName}`}
      />
    </>
  );
  return (
    <section aria-labelledby={id} className={background}>
      {breadcrumb ? (
        <div className="container-page py-12 sm:py-16">
          {breadcrumb}
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">{columns}</div>
        </div>
      ) : (
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">{columns}</div>
      )}
    </section>
  );
}
