import { NumberedSteps } from "~/components/NumberedSteps";
import { SectionHeading } from "~/components/SectionHeading";
import type { ServicePage } from "~/content/services";

/** A service's process, as numbered steps. */
export function ProcessSection({ page }: { page: ServicePage }) {
  const { process } = page;
  if (!process) return null;
  return (
    <section aria-labelledby="process-heading" className="section-y bg-slate-50">
      <div className="container-page">
        <SectionHeading id="process-heading" title={process.heading} text={process.text} />
        <NumberedSteps steps={process.steps} />
      </div>
    </section>
  );
}
