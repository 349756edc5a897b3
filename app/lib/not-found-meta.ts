import { translate } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { documentTitle } from "~/lib/seo";

/** The not-found page's title in the address's language (public pages only), kept out of search results. */
export function notFoundMeta(pathname: string) {
  return [{ title: documentTitle(translate(localeOfPath(pathname), "notFound.metaTitle")) }, { name: "robots", content: "noindex" }];
}
