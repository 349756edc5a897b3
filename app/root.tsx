import {
  data,
  href,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import enhanceScript from "virtual:enhance-script";
import type { Route } from "./+types/root";
import { FocusMainOnNavigation } from "~/components/FocusMainOnNavigation";
import { IconSprite } from "~/components/Icon";
import { PageQueryContext } from "~/components/forms/page-query";
import { Toaster } from "~/components/Toaster";
import { useNonce } from "~/lib/nonce";
import { LANGUAGE_TAG, localeOfPath } from "~/lib/locale";
import { type RootData, useOptionalRootData } from "~/lib/root-data";
import { twinOf } from "~/public-pages";
import { ReloadPublicPages, useAnalyticsAllowed, useReactInBrowser } from "~/lib/page-runtime";
import { config } from "~/server/infra/config.server";
import { carriesSecret, isNonPagePath, routePathOf } from "~/server/infra/request-path.server";
import { takeToast } from "~/server/infra/session.server";
import { JS_CLASS_SCRIPT } from "~/lib/inline-scripts";
import stylesheet from "./app.css?url";
import { passOnHeaders } from "~/lib/route-headers";
import { shownError } from "~/lib/route-errors";

export const headers = passOnHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { business, intakeUrls, siteUrl, analytics } = config();
  const { toast, setCookie } = await takeToast(request);
  const url = new URL(request.url);
  // A secret in the address stays here: no analytics service hears of this page, and the next page gets no referrer.
  const secretAddress = carriesSecret(`${url.pathname}${url.search}`);
  // Nor does it hear of the staff area (its addresses name records and staff).
  const analyticsHere = secretAddress || isNonPagePath(routePathOf(url.pathname)) ? null : analytics;
  const locale = localeOfPath(url.pathname);
  const lang = LANGUAGE_TAG[locale];
  const twin = twinOf(url.pathname.replace(/(.)\/$/, "$1")) ?? null;
  return data<RootData>(
    { business, intakeUrls, siteUrl, analytics: analyticsHere, toast, secretAddress, locale, lang, twin },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}


export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useOptionalRootData();
  const hydrated = useReactInBrowser();
  const analyticsAllowed = useAnalyticsAllowed();
  return (
    // Without the root's data (its own boundary, in English) the page is English.
    <html lang={root?.lang ?? "en-CA"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {hydrated ? null : (
          <>
            <script type="module" nonce={nonce} src={enhanceScript.src} id="enhance-script" />
            {enhanceScript.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} nonce={nonce} />
            ))}
          </>
        )}
        {/* Only the origin as referrer, never the address; a POST still names its origin (no-referrer would send "null"). */}
        {root?.secretAddress ? <meta name="referrer" content="strict-origin" /> : null}
        {root?.analytics && analyticsAllowed ? (
          <script
            defer
            nonce={nonce}
            src={root.analytics.scriptUrl}
            data-domain={root.analytics.siteId}
          />
        ) : null}
      </head>
      <body>
        {/* Lets CSS tell a JS run from a no-JS one (scroll reveal, menus); if the public pages'
            script cannot load, the page goes back to its no-JS look (nothing stays hidden). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        {/* The staff pages' icons <use> these symbols (components/Icon.tsx); the public shell has its own. */}
        {hydrated ? <IconSprite /> : null}
        {children}
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Toaster initial={loaderData.toast}>
      <FocusMainOnNavigation />
      <ReloadPublicPages />
      <PageQueryContext.Provider value={useLocation().search}>
        <Outlet />
      </PageQueryContext.Provider>
    </Toaster>
  );
}

/** Last line of defence, in English like the staff area; public pages have their own boundary inside the shell, in the page's language. */
export function ErrorBoundary() {
  const shown = shownError(useRouteError());
  // A staff page the role does not allow (its route middleware refused before the admin frame loaded).
  const noAccess = shown.status === 403;
  return (
    <main id="main" className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">
        {noAccess
          ? shown.message
          : shown.kind === "not-found"
            ? "Oops! Page not found"
            : shown.kind === "refused"
              ? "Request not accepted"
              : "Unexpected Application Error!"}
      </h1>
      {shown.message && !noAccess ? <p className="mt-3 text-muted">{shown.message}</p> : null}
      {noAccess ? <p className="mt-3 text-muted">Your role does not include it. Ask the owner if you need it.</p> : null}
      <p className="mt-6">
        {noAccess ? (
          <a className="btn-primary" href={href("/admin")}>
            Back to the dashboard
          </a>
        ) : (
          <a className="link" href="/">
            Return to Home
          </a>
        )}
      </p>
    </main>
  );
}
