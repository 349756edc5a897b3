import { config } from "~/server/infra/config.server";
import { robotsTxt } from "~/server/domain/sitemap.server";

/** /robots.txt: allow all but /admin, and name the sitemap. */
export function loader() {
  return new Response(robotsTxt(config().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
