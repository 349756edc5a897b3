import { Icon } from "~/components/Icon";

/** The page's opening: who answers, and a link to the service areas in the footer. */
export function ContactIntro() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        <p className="eyebrow">Contact</p>
        <h1 className="mt-2 text-display font-bold text-brand-900">We are here to help</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Questions about care for yourself or a loved one? Call us, email us or send a message. A care coordinator
          answers within 24 hours.
        </p>
        <a href="#site-footer" className="btn-outline mt-6">
          <Icon name="pin" className="h-5 w-5" /> See our service areas
        </a>
      </div>
    </section>
  );
}
