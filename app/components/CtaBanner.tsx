import type { ReactNode } from "react";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { Icon } from "./Icon";

/** The look of each tone (styles/marketing.css: .cta-banner) and its call button. */
const tones = {
  /** A brand-900 panel with white text, inside a section. */
  dark: { box: "cta-banner is-dark", call: "btn-ghost-light" },
  /** Centred on the page's own background. */
  light: { box: "cta-banner", call: "btn-outline" },
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
  const locale = useLocale();
  const t = useT();
  const look = tones[tone];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={className ? `${className} ${look.box}` : look.box}>
      <Heading id={headingId}>{heading}</Heading>
      <p>{text}</p>
      <div>
        {children}
        <a href={telHref(business.phone)} className={`${look.call} text-base`}>
          <Icon name="phone" className="h-5 w-5" />{` ${t("ctaBanner.call", { phone: formatPhone(locale, business.phone) })}`}
        </a>
      </div>
    </div>
  );
}
