/** Shared start/stop for command-line scripts: readable errors, closed database. */
import { ConfigError } from "~/server/infra/config.server";
import { closeDatabase } from "~/server/infra/db.server";

export async function runScript(name: string, main: () => Promise<void>) {
  try {
    await main();
    await closeDatabase();
  } catch (error) {
    await closeDatabase().catch(() => {});
    console.error(error instanceof ConfigError ? error.message : `${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** `--email a@b --password secret` -> { email: "a@b", password: "secret" } */
export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) continue;
    const [key, inline] = arg.slice(2).split(/=(.*)/s);
    if (inline !== undefined) flags[key!] = inline;
    else if (argv[i + 1] && !argv[i + 1]!.startsWith("--")) flags[key!] = argv[++i]!;
    else flags[key!] = "true";
  }
  return flags;
}
