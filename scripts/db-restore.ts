// `npm run db:restore -- [--at <time>] [--to <file>]`: the database as it was at
// <time> (the latest copy without --at), restored from the Litestream replica
// into a separate file, checked, with the files it names looked up in the store;
// then how to swap it in (decision 0700). The running server is not touched.
import SQLite from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { POST_IMAGE_DIRECTORY } from "~/server/domain/post-images.server";
import { RESUME_DIRECTORY } from "~/server/domain/resume-links.server";
import { fileStore } from "~/server/infra/stored-files.server";
import { parseFlags, runScript } from "./cli";
import { configDirectory, litestreamEnvironment, replicationSettings, runLitestream, writeLitestreamConfig } from "./litestream.mjs";

/** The stored files a database names: resumes, post images and their copies. */
function filesNamedBy(database: SQLite.Database): { directory: string; name: string }[] {
  const resumes = database.prepare("select attachment_file as name from submissions where attachment_file is not null").all() as { name: string }[];
  const images = database.prepare("select name, variants from post_images").all() as { name: string; variants: string }[];
  return [
    ...resumes.map(({ name }) => ({ directory: RESUME_DIRECTORY, name })),
    ...images.flatMap(({ name, variants }) => [name, ...(JSON.parse(variants) as { name: string }[]).map((variant) => variant.name)]).map((name) => ({ directory: POST_IMAGE_DIRECTORY, name })),
  ];
}

await runScript("db:restore", async () => {
  const flags = parseFlags(process.argv.slice(2));
  const settings = replicationSettings();
  if (!settings) throw new Error("no replica: LITESTREAM_REPLICA_URL is not set, or DATABASE_URL is PostgreSQL (restore that with the provider's point-in-time recovery)");
  if ("problems" in settings) throw new Error(settings.problems.join("; "));
  const at = flags.at ? new Date(flags.at) : undefined;
  if (at && Number.isNaN(at.getTime())) throw new Error(`--at: not a time: ${flags.at} (e.g. 2026-12-06T14:30:00Z, or 2026-12-06T09:30:00-05:00)`);
  const stamp = (at ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(flags.to ?? path.join(path.dirname(settings.database), `restored-${stamp}.db`));
  if (fs.existsSync(target)) throw new Error(`${target} exists already`);

  const configFile = writeLitestreamConfig(settings, configDirectory());
  const args = ["restore", "-config", configFile, "-o", target, ...(at ? ["-timestamp", at.toISOString()] : []), settings.database];
  const started = Date.now();
  const { code, output } = await runLitestream(args, litestreamEnvironment(settings));
  if (code !== 0 || !fs.existsSync(target)) throw new Error(`litestream could not restore from ${settings.replicaUrl}:\n${output}`);
  fs.chmodSync(target, 0o600);

  const copy = new SQLite(target, { readonly: true });
  const missing: string[] = [];
  try {
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the restored copy fails SQLite's check: ${String(check)}`);
    const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    console.log(
      `restored ${at ? `as of ${at.toISOString()}` : "the latest copy"} from ${settings.replicaUrl} in ${Date.now() - started} ms: ${target} (${fs.statSync(target).size} bytes)`,
    );
    console.log(`  ${count("submissions")} messages and applications, ${count("care_requests")} care requests, ${count("posts")} posts, ${count("users")} staff accounts`);
    const files = filesNamedBy(copy);
    const store = fileStore();
    for (const file of files) if (!(await store.info(file.directory, file.name))) missing.push(`${file.directory}/${file.name}`);
    console.log(missing.length ? `  ${missing.length} of the ${files.length} stored files it names are missing:\n    ${missing.join("\n    ")}` : `  all ${files.length} stored files it names are in the store`);
  } finally {
    copy.close();
  }
  console.log(
    [
      "",
      "To use it: stop the server, then",
      `  mv ${target} ${settings.database} && rm -f ${settings.database}-wal ${settings.database}-shm`,
      "and start the server again: Litestream starts a new generation in the replica from it.",
    ].join("\n"),
  );
});
