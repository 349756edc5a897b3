import { telHref } from "~/content/business";
import { megaMenuFooter, servicesMenu, type ServiceTone } from "~/content/services-menu";
import { seamAttrs } from "~/lib/browser-seam";
import { Icon } from "./Icon";

export const toneClasses: Record<ServiceTone, { text: string; soft: string; border: string }> = {
  teal: { text: "text-tone-teal", soft: "bg-tone-teal-soft", border: "border-tone-teal" },
  indigo: { text: "text-tone-indigo", soft: "bg-tone-indigo-soft", border: "border-tone-indigo" },
  rose: { text: "text-tone-rose", soft: "bg-tone-rose-soft", border: "border-tone-rose" },
  amber: { text: "text-tone-amber", soft: "bg-tone-amber-soft", border: "border-tone-amber" },
};

/**
 * The Services mega-menu, built on <details>/<summary> so it opens
 * and every link is reachable without JavaScript. With JavaScript
 * (app/browser/menus.ts) it also closes on a backdrop click, a link click,
 * Escape (focus back on the Services button), a press outside it, and when
 * focus moves out of it (Tab past its last link), so an open panel never
 * covers where focus went.
 */
export function MegaMenu({ phone }: { phone: string }) {
  return (
    <details className="group/mega static" data-testid="mega-menu" {...seamAttrs({ menu: true, menuCloseOutside: true })}>
      <summary className="nav-link gap-1 group-open/mega:text-brand-700">
        Services
        <Icon name="chevron" className="h-4 w-4 transition-transform group-open/mega:rotate-180" />
      </summary>
      {/* Backdrop: dims the page; a click on it closes the menu. */}
      <div
        aria-hidden="true"
        {...seamAttrs({ menuBackdrop: true })}
        className="absolute inset-x-0 top-full z-30 h-screen bg-slate-900/60"
      />
      <div className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-xl">
        <div className="container-page max-h-[80vh] overflow-y-auto py-6">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {servicesMenu.map((section) => {
              const tone = toneClasses[section.tone];
              return (
                <section key={section.title} aria-labelledby={`mega-${section.icon}`}>
                  <div className={`mb-3 flex items-start gap-3 border-b-2 pb-3 ${tone.border}`}>
                    <span className={`rounded-lg p-2 ${tone.soft} ${tone.text}`}>
                      <Icon name={section.icon} />
                    </span>
                    <div>
                      <h2 id={`mega-${section.icon}`} className={`font-semibold ${tone.text}`}>
                        {section.href ? (
                          <a href={section.href} className="hover:underline">
                            {section.title}
                          </a>
                        ) : (
                          section.title
                        )}
                      </h2>
                      <p className="text-sm text-muted">{section.description}</p>
                    </div>
                  </div>
                  <ul className="space-y-1.5 text-sm">
                    {section.items.map((item) => (
                      <li key={item.name}>
                        {item.href ? (
                          <a
                            href={item.href}
                            className="font-medium text-brand-800 underline underline-offset-2 hover:decoration-2"
                          >
                            {item.name}
                          </a>
                        ) : (
                          item.name
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <div className="mt-6 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              {/* A sibling of the four section headings (h2), so the same level. */}
              <h2 className="font-semibold">{megaMenuFooter.heading}</h2>
              <p className="text-sm text-muted">{megaMenuFooter.text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={telHref(phone)} className="btn-outline">
                <Icon name="phone" className="h-4 w-4" /> Call {phone}
              </a>
              <a href={megaMenuFooter.cta.href} className="btn-primary">
                {megaMenuFooter.cta.label}
              </a>
            </div>
          </div>
        </div>
      </div>
    </details>
  );
}
