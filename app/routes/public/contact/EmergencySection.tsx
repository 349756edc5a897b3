import { Icon } from "~/components/Icon";
import { telHref } from "~/content/business";
import { useBusiness } from "~/lib/root-data";

/** The on-call line for current clients and families. */
export function EmergencySection() {
  const business = useBusiness();
  return (
    <section aria-labelledby="emergency-heading" className="rounded-2xl bg-brand-900 p-6 text-white">
      <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="shield" className="h-6 w-6 text-accent-500" /> 24/7 emergency support
      </h2>
      <p className="mt-2 text-brand-50">
        Current clients and families can reach our on-call team at any hour, every day of the year. In a medical
        emergency, call 911.
      </p>
      <a href={telHref(business.phone)} className="btn-accent mt-4">
        <Icon name="phone" className="h-5 w-5" /> Call {business.phone}
      </a>
    </section>
  );
}
