/**
 * A small set of stroke icons (24x24), drawn in the page so no icon font or
 * extra request loads. Each is defined once per page, as a <symbol> of the
 * sprite the page renders (<IconSprite />: PublicShell, or app/root.tsx), and every
 * icon is a small <svg> that <use>s it: the same icon ten times costs ten
 * short references, not ten copies of its drawing.
 */
const paths = {
  phone: "M4 5c0-1 1-2 2-2h2l2 5-2 1.5a11 11 0 0 0 5.5 5.5L15 13l5 2v2c0 1-1 2-2 2A15 15 0 0 1 4 5z",
  mail: "M3 6h18v12H3z M3 7l9 6 9-6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z",
  menu: "M4 7h16 M4 12h16 M4 17h16",
  close: "M6 6l12 12 M18 6L6 18",
  chevron: "M6 9l6 6 6-6",
  arrow: "M5 12h14 M13 6l6 6-6 6",
  check: "M5 12l4 4 10-10",
  "home-heart": "M3 11l9-7 9 7v9H3z M12 17s-3-2-3-4a1.6 1.6 0 0 1 3-1 1.6 1.6 0 0 1 3 1c0 2-3 4-3 4z",
  briefcase: "M3 8h18v11H3z M8 8V5h8v3 M3 13h18",
  hands: "M4 14l4-4 3 3 4-4 5 5 M4 14v5h16v-5",
  hospital: "M4 21V6h16v15 M9 21v-4h6v4 M12 8v5 M9.5 10.5h5",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  calendar: "M4 5h16v15H4z M4 9h16 M8 3v4 M16 3v4",
  download: "M12 4v11 M7 10l5 5 5-5 M5 20h14",
  users: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3 3-5 6-5s6 2 6 5 M16 5a3 3 0 0 1 0 6 M17 15c2 .5 4 2 4 5",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4",
  heart: "M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z",
  external: "M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6",
} as const;

export type IconName = keyof typeof paths;

/** Short ids: every icon of the page repeats its reference. */
const symbolId = (name: IconName) => `i-${name}`;

/**
 * Every icon once, as <symbol>s (about 1.5 KB). Only the shapes: how they are
 * drawn (stroke, width, caps) comes from the `icon` utility in app.css on the
 * <svg> that uses them, so another <svg> may fill one (StarRating). Hidden and
 * out of the accessibility tree; <use> still finds symbols in a hidden sprite.
 */
export function IconSprite() {
  return (
    // display: none keeps it out of the accessibility tree too.
    <svg className="hidden">
      {(Object.keys(paths) as IconName[]).map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <path d={paths[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/** The reference to an icon's symbol, for an <svg> that draws it its own way (StarRating). */
export const iconHref = (name: IconName) => `#${symbolId(name)}`;

/**
 * Decorative unless it has a `title`. (No `focusable="false"`: only Internet
 * Explorer put an <svg> in the tab order, and it cannot render this site.)
 */
export function Icon({ name, className, title }: { name: IconName; className?: string; title?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden={title ? undefined : true} role={title ? "img" : undefined}>
      {title ? <title>{title}</title> : null}
      <use href={iconHref(name)} />
    </svg>
  );
}
