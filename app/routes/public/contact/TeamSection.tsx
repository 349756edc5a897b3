import type { ContactPageCopy } from "~/content/contact";

const teamImages = ["/images/team/caregiver-1.svg", "/images/team/caregiver-2.svg", "/images/team/caregiver-4.svg"] as const;

/** Portraits of the coordinators who answer. */
export function TeamSection({ copy }: { copy: ContactPageCopy["team"] }) {
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3">
        {teamImages.map((src, index) => (
          <li key={src}>
            <img
              src={src}
              alt={copy.portraits[index]}
              width={160}
              height={160}
              loading="lazy"
              className="aspect-square w-full rounded-2xl bg-brand-50 object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
