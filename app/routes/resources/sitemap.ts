import { config } from "~/server/infra/config.server";
import { sitemapEntries, sitemapXml } from "~/server/domain/sitemap.server";

/** /sitemap.xml: every public page and published post, absolute URLs from SITE_URL. */
export async function loader() {
  const xml = sitemapXml(await sitemapEntries(), config().siteUrl);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
