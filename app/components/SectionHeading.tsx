/** The heading block that opens a page section: eyebrow, h2 and an intro line (styled in styles/marketing.css). */
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
    <div className={["section-heading", align === "left" && "is-left", light && "is-light"].filter(Boolean).join(" ")}>
      {eyebrow ? <p>{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
    </div>
  );
}
