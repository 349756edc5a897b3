// Starts the production server for the browser tests on a fresh database
// and storage folder, with the settings of a production deployment.
import fs from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3210";
const root = path.resolve("tests/.tmp", `e2e-${port}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });

Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  DATABASE_URL: path.join(root, "app.db"),
  STORAGE_DIR: path.join(root, "storage"),
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  SITE_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: "admin@example.com",
  ADMIN_PASSWORD: "correct-horse-battery-staple",
  RATE_LIMIT: process.env.RATE_LIMIT ?? "off",
  LOG_REQUESTS: "off",
});

await import(path.resolve("server.js"));
