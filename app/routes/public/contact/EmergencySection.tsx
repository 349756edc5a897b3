import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import type { ContactPageCopy } from "~/content/contact";
import { useBusiness } from "~/lib/root-data";

/** The on-call line for current clients and families. */
export function EmergencySection({ copy, phone }: { copy: ContactPageCopy["emergency"]; phone: (number: string) => string }) {
  const business = useBusiness();
  return (
    <section aria-labelledby="emergency-heading" className="rounded-2xl bg-brand-900 p-6 text-white">
      <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="shield" className="h-6 w-6 text-accent-500" /> {copy.heading}
      </h2>
      <p className="mt-2 text-brand-50">{copy.text}</p>
      <a href={telHref(business.phone)} className="btn-accent mt-4">
        <Icon name="phone" className="h-5 w-5" /> {copy.call(phone(business.phone))}
      </a>
    </section>
  );
}
