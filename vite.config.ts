import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** The public pages' script (decision 0007): its own entry of the client build. */
const ENHANCE_ENTRY = "app/browser/enhance.ts";
const ENHANCE_MODULE_ID = "virtual:enhance-script";

type ManifestChunk = { file: string; imports?: string[] };

/**
 * Gives the server the public pages' script: its URL and the chunks it
 * imports (to preload them, rather than discover them one round trip
 * later). In development the source file (Vite serves it); in production
 * the hashed files of the client build, read from its manifest, which
 * React Router keeps until the server build is done.
 */
export function enhanceScriptUrl(): Plugin {
  const development = { src: `/${ENHANCE_ENTRY}`, preload: [] as string[] };
  return {
    name: "enhance-script-url",
    resolveId: (id) => (id === ENHANCE_MODULE_ID ? `\0${ENHANCE_MODULE_ID}` : undefined),
    load(id) {
      if (id !== `\0${ENHANCE_MODULE_ID}`) return undefined;
      const { config } = this.environment;
      const script = config.command === "build" && config.consumer === "server" ? builtScript(config) : development;
      return `export default ${JSON.stringify(script)};`;
    },
  };
}

/** The script's hashed URL and the chunks it imports, from the client build's manifest. */
function builtScript(config: { root: string; base: string; build: { outDir: string } }) {
  const clientDir = path.join(path.dirname(path.resolve(config.root, config.build.outDir)), "client");
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[ENHANCE_ENTRY];
  if (!entry) throw new Error(`${ENHANCE_ENTRY} is missing from the client build`);
  const imported = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const next = manifest[key];
      if (!next || imported.has(next.file)) continue;
      imported.add(next.file);
      visit(next);
    }
  };
  visit(entry);
  return { src: `${config.base}${entry.file}`, preload: [...imported].map((file) => `${config.base}${file}`) };
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    // The client build adds the public pages' script to React Router's entries.
    client: { build: { assetsInlineLimit: 0, rolldownOptions: { input: [ENHANCE_ENTRY] } } },
    // The server build's entry is our Express app (server/app.ts), which wraps
    // React Router's request handler; server.js only loads it.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), enhanceScriptUrl()],
});
