import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadRouteMatcher } from "~/lib/route-matching";

// The page's router matches as the server's does (app/lib/route-matching.ts).
preloadRouteMatcher();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
