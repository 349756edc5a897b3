import { telHref } from "~/content/business";
import * as french from "~/content/fr/services-menu";
import * as english from "~/content/services-menu";
import { seamAttrs } from "~/lib/browser-seam";
import { formatPhone, useLocale, useT } from "~/lib/i18n";
import { inEdition } from "~/public-pages";
import { toneClass } from "~/lib/tones";
import { Icon } from "./Icon";

/**
 * The Services mega-menu, built on <details>/<summary> so it opens
 * and every link is reachable without JavaScript. With JavaScript
 * (app/browser/menus.ts) it also closes on a backdrop click, a link click,
 * Escape (focus back on the Services button), a press outside it, and when
 * focus moves out of it (Tab past its last link), so an open panel never
 * covers where focus went.
 */
export function MegaMenu({ phone }: { phone: string }) {
  const locale = useLocale();
  const t = useT();
  const { servicesMenu, megaMenuFooter } = locale === "fr" ? french : english;
  const to = (path: string) => inEdition(locale, path);
  return (
    <details className="mega" data-testid="mega-menu" {...seamAttrs({ menu: true, menuCloseOutside: true })}>
      <summary className="nav-link">
        {t("nav.services")}
        <Icon name="chevron" />
      </summary>
      {/* Backdrop: dims the page; a click on it closes the menu. */}
      <div aria-hidden="true" {...seamAttrs({ menuBackdrop: true })} />
      <div>
        <div className="container-page">
          <div className="mega-sections">
            {servicesMenu.map((section) => (
              <section key={section.title} aria-labelledby={`mega-${section.icon}`} className={toneClass(section.tone)}>
                <div>
                  <span>
                    <Icon name={section.icon} />
                  </span>
                  <div>
                    <h2 id={`mega-${section.icon}`}>
                      {section.href ? <a href={to(section.href)}>{section.title}</a> : section.title}
                    </h2>
                    <p>{section.description}</p>
                  </div>
                </div>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.name}>{item.href ? <a href={to(item.href)}>{item.name}</a> : item.name}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="mega-help">
            <div>
              {/* A sibling of the four section headings (h2), so the same level. */}
              <h2>{megaMenuFooter.heading}</h2>
              <p>{megaMenuFooter.text}</p>
            </div>
            <div>
              <a href={telHref(phone)} className="btn-outline">
                <Icon name="phone" />{` ${t("megaMenu.call", { phone: formatPhone(locale, phone) })}`}
              </a>
              <a href={to(megaMenuFooter.cta.href)} className="btn-primary">
                {megaMenuFooter.cta.label}
              </a>
            </div>
          </div>
        </div>
      </div>
    </details>
  );
}
