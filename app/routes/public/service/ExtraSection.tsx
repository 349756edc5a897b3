import { Icon } from "~/components/Icon";
import { toneClasses } from "~/lib/tones";
import type { ServicePage } from "~/content/services";

/** A service's extra block (who it serves), on its tint. */
export function ExtraSection({ page }: { page: ServicePage }) {
  const { extra } = page;
  if (!extra) return null;
  const tone = toneClasses[page.tone];
  return (
    <section aria-labelledby="extra-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <div className={`rounded-3xl p-8 sm:p-10 ${tone.soft}`}>
          <h2 id="extra-heading" className="text-2xl font-bold text-brand-900">
            {extra.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-ink/80">{extra.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {extra.items.map((item) => (
              <li key={item} className="flex items-center gap-2 rounded-xl bg-white p-4 font-medium">
                <Icon name="users" className={`h-5 w-5 shrink-0 ${tone.text}`} /> {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
