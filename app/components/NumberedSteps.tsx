import { Reveal, REVEAL_STAGGER_MS } from "./Reveal";

interface Step {
  title: string;
  description: string;
}

/**
 * A numbered list of steps as cards (How to Apply, a service's process, the
 * care-management steps), revealed one after another.
 */
export function NumberedSteps({
  steps,
  className = "mt-12 grid-1-2-4",
  headingLevel = "h3",
}: {
  steps: readonly Step[];
  className?: string;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <Reveal as="li" key={step.title} delay={index * REVEAL_STAGGER_MS} className="card p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <Heading className="mt-4 text-lg font-semibold text-brand-900">{step.title}</Heading>
          <p className="mt-2 text-sm text-muted">{step.description}</p>
        </Reveal>
      ))}
    </ol>
  );
}
