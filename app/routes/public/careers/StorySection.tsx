import { useCareersCopy } from "./copy";

/** Our story, with the company's numbers beside it. */
export function StorySection() {
  const { story: careersStory, figures } = useCareersCopy();
  return (
    <section aria-labelledby="story-heading" className="section-y">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <h2 id="story-heading" className="text-heading font-bold text-brand-900">
            {careersStory.heading}
          </h2>
          {careersStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 text-lg text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {figures.map((figure) => (
            <div key={figure.label} className="card p-5 text-center">
              <dt className="text-sm font-medium text-muted">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
