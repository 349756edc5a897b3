import type { ReactNode } from "react";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";
import { Icon } from "./Icon";

const tones = {
  /** A brand-900 panel with white text, inside a section. */
  dark: {
    box: "rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12",
    heading: "",
    text: "text-brand-50",
    call: "btn-ghost-light",
  },
  /** Centred on the page's own background. */
  light: {
    box: "text-center",
    heading: "text-brand-900",
    text: "text-muted",
    call: "btn-outline",
  },
} as const;

interface CtaBannerProps {
  heading: ReactNode;
  /** The heading's id, when a section is labelled by it. */
  headingId?: string;
  /** 2 for a band that closes the page; 3 for one inside a page section. */
  level?: 2 | 3;
  text: ReactNode;
  tone?: keyof typeof tones;
  /** Placement classes (margins, container), put before the banner's own. */
  className?: string;
  /** The page's own buttons; "Call <phone>" always follows them. */
  children: ReactNode;
}

/**
 * The call to action that closes a page or section: a heading, a line of
 * text, the page's buttons (booking, intake, links) and a button to call us.
 */
export function CtaBanner({ heading, headingId, level = 2, text, tone = "dark", className, children }: CtaBannerProps) {
  const business = useBusiness();
  const look = tones[tone];
  const Heading = level === 2 ? "h2" : "h3";
  const size = level === 2 ? "text-heading" : "text-3xl";
  return (
    <div className={className ? `${className} ${look.box}` : look.box}>
      <Heading id={headingId} className={[size, "font-bold", look.heading].filter(Boolean).join(" ")}>
        {heading}
      </Heading>
      <p className={`mx-auto mt-3 max-w-2xl text-lg ${look.text}`}>{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <a href={telHref(business.phone)} className={`${look.call} text-base`}>
          <Icon name="phone" className="h-5 w-5" /> Call {business.phone}
        </a>
      </div>
    </div>
  );
}
