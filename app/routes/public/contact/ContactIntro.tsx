import { Icon } from "~/components/Icon";
import type { ContactPageCopy } from "~/content/contact";

/** The page's opening: who answers, and a link to the service areas in the footer. */
export function ContactIntro({ copy }: { copy: ContactPageCopy["intro"] }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1 className="mt-2 text-display font-bold text-brand-900">{copy.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{copy.lead}</p>
        <a href="#site-footer" className="btn-outline mt-6">
          <Icon name="pin" className="h-5 w-5" /> {copy.serviceAreas}
        </a>
      </div>
    </section>
  );
}
