import { seamAttrs } from "~/lib/browser-seam";

/** Stats stagger: each next item waits this much longer. */
export const REVEAL_STAGGER_MS = 100;

type RevealTag = "div" | "section" | "article" | "li" | "ul" | "ol";

interface RevealProps {
  as?: RevealTag;
  /** Extra wait before the animation starts, in ms (e.g. index * REVEAL_STAGGER_MS). */
  delay?: number;
  className?: string;
  id?: string;
  children: React.ReactNode;
}

/**
 * Scroll reveal. The server renders `data-reveal` (seam.reveal); app.css hides such elements
 * only when the document has the `js` class and the visitor allows motion.
 * app/browser/reveal.ts gives the element `data-revealed` (seam.revealed) once it first
 * intersects the viewport, and it fades in (with `delay` as transition-delay).
 * Without JavaScript, or under prefers-reduced-motion, nothing is ever hidden.
 */
export function Reveal({ as: Tag = "div", delay = 0, className, id, children }: RevealProps) {
  return (
    <Tag id={id} className={className} {...seamAttrs({ reveal: true })} style={delay > 0 ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </Tag>
  );
}
