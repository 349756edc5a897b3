import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server build's entry is our Express app (server/app.ts), which wraps
  // React Router's request handler; server.js only loads it.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter()],
}));
