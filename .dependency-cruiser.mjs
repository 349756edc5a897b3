/**
 * The layer rules over the whole import graph of app/ (type imports and relative
 * paths included), checked by dependency-cruiser: `npx depcruise app --config`,
 * run by tests/unit/layer-rules.test.ts. The server's folders are layers,
 * SERVER_LAYERS in eslint.config.js (decision 0015), whose lint rules say the
 * same at the line. Decision 0342.
 */
import { SERVER_LAYERS } from "./eslint.config.js";

/** The modules of a server folder (startup and jobs are one file each). */
const server = (folder) => (["startup", "jobs"].includes(folder) ? `^app/server/${folder}[.]server[.]ts$` : `^app/server/${folder}/`);
const packages = (names) => `(^|/)node_modules/(${names.join("|")})/`;
const REACT_AND_FORMS = ["react", "react-dom", "react-router", "@react-router/[^/]+", "@conform-to/[^/]+"];

/** A folder imports its own and earlier layers: not the other folders of its layer, not a later one. So no two folders import each other. */
const layerRules = SERVER_LAYERS.flatMap((folders, layer) =>
  folders.map((folder) => {
    const above = [...folders.filter((other) => other !== folder), ...SERVER_LAYERS.slice(layer + 1).flat()];
    return {
      name: `server-layer-${folder}`,
      comment: `app/server/${folder} sits below ${above.join(", ")}: move what both need down a layer instead.`,
      severity: "error",
      from: { path: server(folder) },
      to: { path: above.map(server).join("|") },
    };
  }),
).filter((rule) => rule.to.path !== "");

/** infra's exception: the BUSINESS_* and INTAKE_URLS settings' defaults are data kept with the copy. */
const CONFIG = "^app/server/infra/config[.]server[.]ts$";
const CONFIG_DEFAULTS = ["^app/content/business[.]ts$", "^app/content/intake[.]ts$"];

/** React hooks and context kept in app/lib/, not pure helpers. */
const REACT_IN_LIB = "^app/lib/(page-runtime[.]ts|nonce[.]tsx|root-data[.]ts|section-slots[.]ts)$";

export default {
  forbidden: [
    ...layerRules,
    {
      name: "server-module-outside-the-layers",
      comment: "Place the new folder in SERVER_LAYERS (eslint.config.js) and docs/code-layout.md.",
      severity: "error",
      from: { path: "^app/server/", pathNot: SERVER_LAYERS.flat().map(server).join("|") },
      to: {},
    },
    {
      name: "server-imports-screens",
      comment: "Server modules never import routes or components: the request flows one way, from the route to the server module.",
      severity: "error",
      from: { path: "^app/server/" },
      to: { path: "^app/(routes|components)/" },
    },
    {
      name: "infra-imports-the-product",
      comment: "app/server/infra/ is the platform: outside its folder it imports only app/lib/, the migrations and packages.",
      severity: "error",
      from: { path: "^app/server/infra/", pathNot: CONFIG },
      to: { path: "^app/", pathNot: "^app/(server/infra|lib)/" },
    },
    {
      name: "infra-imports-the-product",
      comment: "app/server/infra/config.server.ts reads its defaults from app/content/business.ts and intake.ts, nothing else of the product.",
      severity: "error",
      from: { path: CONFIG },
      to: { path: "^app/", pathNot: ["^app/(server/infra|lib)/", ...CONFIG_DEFAULTS].join("|") },
    },
    {
      name: "domain-answers-http",
      comment: "The domain takes typed input and returns typed results: answering HTTP and reading forms is the route's job.",
      severity: "error",
      from: { path: "^app/server/domain/" },
      to: { path: packages(REACT_AND_FORMS) },
    },
    {
      name: "content-imports-code",
      comment: "app/content/ is typed copy: it imports other copy and types, no code.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { pathNot: "^app/content/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pure-helper-knows-react-or-the-database",
      comment: "app/lib/ holds pure helpers: no React, no database, no server module (types aside; React Router's functions are plain).",
      severity: "error",
      from: { path: "^app/lib/", pathNot: REACT_IN_LIB },
      to: { path: `${packages(["react", "react-dom", "kysely", "better-sqlite3", "pg"])}|^app/server/`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-resolved",
      comment: "An import that names no file: every rule above would miss it. (React Router's generated ./+types and Vite's virtual modules aside.)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "(^|/)[+]types/|^virtual:" },
    },
  ],
  required: CONFIG_DEFAULTS.map((path) => ({
    name: `exception-still-needed-${/content\/(\w+)/.exec(path)[1]}`,
    comment: "infra's exception for the settings' defaults: when config.server.ts no longer imports this, remove it here.",
    severity: "error",
    module: { path: CONFIG },
    to: { path },
  })),
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
