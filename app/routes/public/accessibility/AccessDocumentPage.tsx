import { TrustPage, trustPageStyles } from "~/components/TrustPage";
import type { AccessDocument } from "~/content/accessibility";

/** The plan or the policies (decision 1010): a trust page of sections, with what comes before them (the plan's dates). */
export function AccessDocumentPage({ document, before, after }: { document: AccessDocument; before?: React.ReactNode; after?: React.ReactNode }) {
  const { h2, list } = trustPageStyles;
  return (
    <TrustPage title={document.title} lead={document.lead}>
      {before}
      {document.sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 className={h2} id={headingId(section.heading)}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          {section.items?.length ? (
            <ul className={list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {after}
    </TrustPage>
  );
}

/** An id from a heading's words ("Customer service" -> "customer-service"). */
const headingId = (heading: string) =>
  heading
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
