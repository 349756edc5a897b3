/** The heading block that opens a page section: eyebrow, h2 and an intro line. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
  light = false,
}: {
  /** id of the h2, for aria-labelledby on the section. */
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "center" | "left";
  /** On a dark background. */
  light?: boolean;
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <p className={light ? "eyebrow text-brand-100" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-2xl font-bold sm:text-heading ${light ? "text-white" : "text-brand-900"}`}>
        {title}
      </h2>
      {text ? <p className={`mt-4 text-lg ${light ? "text-brand-50" : "text-muted"}`}>{text}</p> : null}
    </div>
  );
}
