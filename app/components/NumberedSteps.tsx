import { Reveal } from "./Reveal";

interface Step {
  title: string;
  description: string;
}

/**
 * A numbered list of steps as cards (How to Apply, a service's process, the
 * care-management steps), revealed one after another (styles/marketing.css:
 * .steps, .stagger).
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
    <ol className={`steps stagger ${className}`}>
      {steps.map((step, index) => (
        <Reveal as="li" key={step.title}>
          <span aria-hidden="true">{index + 1}</span>
          <Heading>{step.title}</Heading>
          <p>{step.description}</p>
        </Reveal>
      ))}
    </ol>
  );
}
