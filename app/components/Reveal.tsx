import { useEffect, useRef, useState } from "react";

/** Stats stagger (spec 9): each next item waits this much longer. */
export const REVEAL_STAGGER_MS = 100;

/** Spec 4 and 9: reveal once at 10% visible, 50 px before the bottom edge. */
const OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "0px 0px -50px 0px" };

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
 * Scroll reveal. The server renders `data-reveal`; app.css hides such elements
 * only when the document has the `js` class and the visitor allows motion.
 * Once the element first intersects the viewport it gets `data-revealed` and
 * fades in (with `delay` as transition-delay). Without JavaScript, or under
 * prefers-reduced-motion, nothing is ever hidden.
 */
export function Reveal({ as: Tag = "div", delay = 0, className, id, children }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRevealed(true);
        observer.disconnect(); // once only
      }
    }, OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      className={className}
      data-reveal=""
      data-revealed={revealed ? "" : undefined}
      style={delay > 0 ? { transitionDelay: `${delay}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
