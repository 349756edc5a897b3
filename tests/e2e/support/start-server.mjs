// Starts the production server for the browser tests on a fresh database
// and storage folder, with the settings of a production deployment, and a
// real SMTP server (smtp-server) that writes every message it receives to
// <root>/mail/<n>.eml, where the tests read the links staff are sent.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = process.env.E2E_PORT ?? "3210";
const root = path.resolve("tests/.tmp", `e2e-${port}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });

const mailDir = path.join(root, "mail");
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const file = path.join(mailDir, `${String(received).padStart(5, "0")}.eml`);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  DATABASE_URL: path.join(root, "app.db"),
  STORAGE_DIR: path.join(root, "storage"),
  // The same as E2E_SESSION_SECRET (tests/e2e/support/staff.ts): the tests open sessions this server reads.
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  SITE_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: "admin@example.com",
  ADMIN_PASSWORD: "correct-horse-battery-staple",
  RATE_LIMIT: process.env.RATE_LIMIT ?? "off",
  LOG_REQUESTS: "off",
});

await import(path.resolve("server.js"));
