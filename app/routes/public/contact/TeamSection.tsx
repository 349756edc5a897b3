const teamImages = [
  { src: "/images/team/caregiver-1.svg", alt: "Illustrated portrait of a registered nurse on our team" },
  { src: "/images/team/caregiver-2.svg", alt: "Illustrated portrait of a personal support worker on our team" },
  { src: "/images/team/caregiver-4.svg", alt: "Illustrated portrait of one of our care coordinators" },
];

/** Portraits of the coordinators who answer. */
export function TeamSection() {
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="text-xl font-bold text-brand-900">
        Meet the people who answer
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3">
        {teamImages.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={image.alt}
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
