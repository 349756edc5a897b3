import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Components and route modules that render only on the public pages, which
 * are not hydrated (decisions 0007 and 0013): React never runs them in the
 * browser, so an effect, state or an event handler there would do nothing.
 */
export const PUBLIC_ONLY = ["app/components/**/*.tsx", "app/routes/public/**/*.tsx", "app/routes/blog/**/*.tsx"];

/**
 * …except these, which the hydrated admin area renders too (React runs them
 * there). tests/unit/lint-rules.test.ts checks this list against the imports:
 * a component the admin reaches must be listed here, one it does not reach
 * must not be.
 */
export const SHARED_WITH_ADMIN = [
  "app/components/admin/**",
  "app/components/FocusMainOnNavigation.tsx",
  "app/components/Icon.tsx",
  "app/components/Pagination.tsx",
  "app/components/Toaster.tsx",
  "app/components/Breadcrumb.tsx",
  "app/components/blog/ArticleView.tsx",
  "app/components/blog/DateAndReadTime.tsx",
  "app/components/blog/PostBody.tsx",
  "app/components/blog/PostImage.tsx",
  "app/components/forms/Field.tsx",
  "app/components/forms/FormAlert.tsx",
  "app/components/submissions/StarRating.tsx",
  // A complaint taken by phone (/admin/complaints/new) is entered in the public complaint form and its pieces (decision 1001).
  "app/components/complaints/ComplaintForm.tsx",
  "app/components/care/CareRequestForm.tsx",
  "app/components/forms/VisitorForm.tsx",
  "app/components/ActiveOffer.tsx",
];

const seamOnly = "name it in app/lib/browser-seam.ts and use that (decision 0013)";

/** Components render behaviour hooks through seamAttrs(); a bare data-* attribute is a test hook (data-testid) or a mistake. */
const noBareDataAttributes = {
  selector: "JSXAttribute[name.name=/^data-(?!testid$)/]",
  message: `A data attribute the browser script reads: ${seamOnly}, and spread seamAttrs({ … }). Attributes only tests read are data-testid.`,
};

const nothingRunsHere = "Public pages are not hydrated, so this never runs in the browser: add behaviour in app/browser/ (decision 0007).";
const noEffectsOrHandlers = [
  {
    selector: "CallExpression[callee.name=/^(useEffect|useLayoutEffect|useInsertionEffect|useState|useReducer)$/]",
    message: nothingRunsHere,
  },
  {
    selector: "CallExpression[callee.property.name=/^(useEffect|useLayoutEffect|useInsertionEffect|useState|useReducer)$/]",
    message: nothingRunsHere,
  },
  { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: nothingRunsHere },
];

/**
 * On pages that are not hydrated a React Router <Link>, <NavLink> or <Form>
 * does nothing a plain <a> or <form> would not, yet costs server time (path
 * resolution per link) and bytes (data-discover): render the plain element.
 * Components the admin shares keep <Form> (it submits in place there).
 */
const plainElementsMessage =
  "Public pages are not hydrated: render a plain <a href> or <form> (decisions 0007 and 0404); React Router's components only add server time and bytes here.";
const noRouterLinks = { name: "react-router", importNames: ["Link", "NavLink"], message: plainElementsMessage };
const noRouterForms = { name: "react-router", importNames: ["Form"], message: plainElementsMessage };

/**
 * Internal links go through React Router's typed href(): `href("/admin/edit/:id", { id })`
 * is checked against app/routes.ts, so a renamed or removed admin route fails the typecheck instead of
 * linking to a 404. A string or template starting with "/admin" is refused everywhere in app/ except
 * app/routes.ts (which declares the routes) and href()'s own argument; a query string or fragment goes
 * after it: `${href("/admin")}?status=draft`. Route patterns (with a ":param") are not links and pass.
 * (esquery's regexes cannot hold a "/": \x2F is one.)
 */
const handWrittenAdminPath = "^\\x2Fadmin(?![\\w.-])(?!.*\\x2F:)";
const adminPathMessage =
  'Build admin paths with href() from "react-router" (e.g. href("/admin/edit/:id", { id })), typed from app/routes.ts; append ?query or #fragment after it.';
const noHandWrittenAdminPaths = [
  { selector: `:not(CallExpression[callee.name='href']) > Literal[value=/${handWrittenAdminPath}/]`, message: adminPathMessage },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${handWrittenAdminPath}/]`, message: adminPathMessage },
];

/** The modules that read request bodies for everyone else. */
const BODY_READERS = ["app/server/infra/request-body.server.ts", "app/server/infra/multipart.server.ts"];

const noBodyReads = ["[callee.object.name=/^(request|req)$/]", "[callee.object.callee.property.name='clone']"].map((receiver) => ({
  selector: `CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob|bytes)$/]${receiver}`,
  message:
    "Read a request body through app/server/infra/request-body.server.ts (requireTextForm, readTextForm, readJsonObject) or multipart.server.ts, which answer a broken body with a 4xx.",
}));

/**
 * The server's folders as layers, lowest first (decision 0015, docs/code-layout.md): a
 * module imports its own folder and the folders of earlier layers, never a later one, and
 * the folders of one layer do not import each other, so no two folders import each other.
 * .dependency-cruiser.mjs checks the whole graph against this list (relative paths and
 * type imports included); the rules below say it at the line. "startup" and "jobs" are the
 * files app/server/startup.server.ts and jobs.server.ts.
 */
export const SERVER_LAYERS = [
  // The platform: config, db, cookie session, mail, limits, stored files, uploads' checks.
  ["infra"],
  // What a person holds and the server keeps only hashed: random tokens, passwords, staff sessions.
  ["credentials"],
  // The entities and their rules, one module each.
  ["domain"],
  // The doors: staff sign-in and the guards of the admin; the visitor forms.
  ["auth", "forms"],
  // The job loop and its periodic jobs (app/server/jobs.server.ts), which run domain work on a timer.
  ["jobs"],
  // The boot sequence, which may know them all.
  ["startup"],
];

const serverModules = (folder) => (["startup", "jobs"].includes(folder) ? `app/server/${folder}.server.ts` : `app/server/${folder}/**/*.ts`);
const infraIsThePlatform =
  "app/server/infra/ is the platform (config, db, session, mail, limits, stored files); the product's modules, copy and schemas build on it, not the other way round.";

/**
 * What a server module may not import: the folders of its own and later layers, screens
 * (routes, components); for infra also the product's copy and schemas; for the domain
 * also React and the form library (it takes typed input and returns typed results).
 * `except` leaves a group out, for a file's own block.
 */
function serverImportPatterns(folder, except = []) {
  const layer = SERVER_LAYERS.findIndex((folders) => folders.includes(folder));
  const above = [...SERVER_LAYERS[layer].filter((other) => other !== folder), ...SERVER_LAYERS.slice(layer + 1).flat()];
  const groups = {
    layers: above.length > 0 && {
      regex: `^(~/server/|(\\.\\./)+(server/)?)(${above.join("|")})(/|\\.|$)`,
      message: `app/server/${folder} sits below ${above.join(", ")} in the server's layers (decision 0015): it does not import them. Move what both need down a layer instead.`,
    },
    screens: {
      regex: "^(~/|(\\.\\./)+)(routes|components)(/|$)",
      message: "Server modules never import routes or components: the request flows one way, from the route to the server module.",
    },
    product: folder === "infra" && { regex: "^~/(content|schemas)(/|$)", message: infraIsThePlatform },
    framework: folder === "domain" && {
      regex: "^(react|react-dom|react-router|@react-router/[^/]+|@conform-to/[^/]+)(/|$)",
      message: "The domain takes typed input and returns typed results: answering HTTP (data(), redirect) and reading forms (conform) is the route's job.",
    },
  };
  return Object.entries(groups)
    .filter(([name, pattern]) => pattern && !except.includes(name))
    .map(([, pattern]) => pattern);
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "tests/.tmp/", "storage/", "test-results*/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly", Buffer: "readonly", FormData: "readonly", File: "readonly", Request: "readonly" },
    },
  },

  // --- Server modules by layer (decisions 0014 and 0015) ---
  ...SERVER_LAYERS.flat().map((folder) => ({
    files: [serverModules(folder)],
    rules: { "no-restricted-imports": ["error", { patterns: serverImportPatterns(folder) }] },
  })),
  {
    // The settings' defaults (BUSINESS_*, INTAKE_URLS) are the business identity and intake
    // links of app/content/, kept there so that a text is changed in one place: data, no code.
    files: ["app/server/infra/config.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverImportPatterns("infra", ["product"]),
            { regex: "^~/(schemas(/|$)|content/(?!(business|intake)$))", message: infraIsThePlatform },
          ],
        },
      ],
    },
  },

  // --- Internal links: href(), typed from app/routes.ts ---
  {
    // The blocks below that set no-restricted-syntax for files of app/ repeat noHandWrittenAdminPaths
    // (a later no-restricted-syntax replaces an earlier one).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes.ts"],
    rules: { "no-restricted-syntax": ["error", ...noHandWrittenAdminPaths] },
  },

  // --- Request bodies (decision 0019) ---
  {
    // One guarded way to read a body: a broken one is a 4xx with a message, never a 500.
    // (The seam's blocks below repeat noBodyReads: a later no-restricted-syntax replaces an earlier one.)
    files: ["app/routes/**/*.{ts,tsx}", "app/server/**/*.ts"],
    ignores: BODY_READERS,
    rules: { "no-restricted-syntax": ["error", ...noBodyReads, ...noHandWrittenAdminPaths] },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...noBodyReads] },
  },

  // --- The browser seam (decision 0013) ---
  {
    // The public pages' script: no React, no markup of its own, nothing of the server.
    files: ["app/browser/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(react|react-dom|react-router|@react-router/[^/]+)(/|$)",
              message: "app/browser/ runs without React on pages that are not hydrated (decision 0007).",
            },
            {
              regex: "^(~/|(\\.\\.?/)+)(components|routes)(/|$)",
              message: "app/browser/ finds the server's markup through app/lib/browser-seam.ts; it does not import components or routes.",
            },
            {
              regex: "\\.server(\\.[cm]?[jt]sx?)?$|^~/server(/|$)",
              message: "Server modules never reach the browser.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/data-/]", message: `A data attribute in a string: ${seamOnly}.` },
        { selector: "TemplateElement[value.raw=/data-/]", message: `A data attribute in a string: ${seamOnly}.` },
        { selector: "MemberExpression[property.name='dataset']", message: `Read data attributes with seamValue(): ${seamOnly}.` },
        // No React Router here, so no href() either: the public pages' script has no business with the admin's paths.
        ...noHandWrittenAdminPaths.map((rule) => ({ ...rule, message: "app/browser/ runs on the public pages: it names no admin path." })),
      ],
    },
  },
  {
    // Both sides import the seam, so it imports nothing.
    files: ["app/lib/browser-seam.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: ".", message: "app/lib/browser-seam.ts stays pure: it imports nothing." }] }],
    },
  },
  {
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx"],
    // The admin's own components (FormAlert) keep their admin-only attributes.
    ignores: ["app/components/admin/**"],
    rules: { "no-restricted-syntax": ["error", noBareDataAttributes, ...noBodyReads, ...noHandWrittenAdminPaths] },
  },
  {
    files: PUBLIC_ONLY,
    ignores: SHARED_WITH_ADMIN,
    rules: { "no-restricted-syntax": ["error", noBareDataAttributes, ...noEffectsOrHandlers, ...noBodyReads, ...noHandWrittenAdminPaths] },
  },

  // --- Plain links on the public pages (decision 0404) ---
  {
    // Everything a public page renders, shared with the admin or not (a plain link there loads the page).
    files: PUBLIC_ONLY,
    ignores: ["app/components/admin/**"],
    rules: { "no-restricted-imports": ["error", { paths: [noRouterLinks] }] },
  },
  {
    files: PUBLIC_ONLY,
    ignores: SHARED_WITH_ADMIN,
    rules: { "no-restricted-imports": ["error", { paths: [noRouterLinks, noRouterForms] }] },
  },
);
