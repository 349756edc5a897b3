
/** The links' words; English by default (the staff lists, which have no catalogs). */
export interface PaginationWords {
  previous: string;
  next: string;
  page: string;
}

const ENGLISH_WORDS: PaginationWords = { previous: "Previous", next: "Next", page: "Page" };

/** Previous / page n of m / Next links that keep the other query parameters. */
export function Pagination({
  path,
  page,
  pageCount,
  search,
  label = "Pagination",
  words = ENGLISH_WORDS,
}: {
  /** The list's path, e.g. "/blog". */
  path: string;
  page: number;
  pageCount: number;
  /** The current query string's other parameters. */
  search?: URLSearchParams;
  label?: string;
  words?: PaginationWords;
}) {
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const linkClass = "btn-outline min-h-10 px-4 py-2";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} className={linkClass} rel="prev">
          {words.previous}
        </a>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <a
              href={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold ${
                n === page ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
              }`}
            >
              <span className="sr-only">{`${words.page} `}</span>
              {n}
            </a>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a href={hrefFor(page + 1)} className={linkClass} rel="next">
          {words.next}
        </a>
      ) : null}
    </nav>
  );
}
