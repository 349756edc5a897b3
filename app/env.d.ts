declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** The public pages' script and the chunks it imports (vite.config.ts, decision 0007). */
declare module "virtual:enhance-script" {
  const script: { src: string; preload: string[] };
  export default script;
}
