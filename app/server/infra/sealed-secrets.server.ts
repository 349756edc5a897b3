/**
 * Secrets the server must read back (two-factor app secrets) sealed at rest
 * with AES-256-GCM (decision 0350), under a key that is never in the
 * database: DATA_ENCRYPTION_KEY when set, else derived from SESSION_SECRET
 * (HKDF-SHA-256). Both are comma-separated lists: the first key seals, every
 * key opens, so a key is rotated by putting the new one first, restarting
 * (start-up re-seals everything under the first key), then dropping the old.
 *
 * A sealed value reads `sealed:v1:<key id>:<iv>:<ciphertext+tag>` (base64url);
 * the key id is the first 8 hex digits of the key's SHA-256, so the right key
 * is found without trying each. The column's name is bound in as associated
 * data: a sealed value copied into another column does not open.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { config, sessionSecrets } from "~/server/infra/config.server";

const PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Key {
  id: string;
  bytes: Buffer;
}

function deriveKey(material: string, label: string): Key {
  const bytes = Buffer.from(hkdfSync("sha256", material, "sinai-home-care", `data-encryption:${label}`, 32));
  return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes };
}

let cached: { source: string; keys: Key[] } | undefined;

/** The keys, first the one that seals. */
function keys(): Key[] {
  const configured = config().dataEncryptionKeys;
  const materials = configured?.length ? configured : sessionSecrets();
  const source = JSON.stringify(materials);
  if (cached?.source !== source) {
    cached = { source, keys: materials.map((material) => deriveKey(material, configured?.length ? "key" : "session-secret")) };
  }
  return cached.keys;
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** Seals `plain` under the current key; `purpose` (e.g. the column) must match when opened. */
export function seal(plain: string, purpose: string): string {
  const key = keys()[0]!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${key.id}:${iv.toString("base64url")}:${body.toString("base64url")}`;
}

export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedSecretError";
  }
}

/** Opens a sealed value; throws when no key opens it or it was tampered with. */
export function open(sealed: string, purpose: string): string {
  if (!isSealed(sealed)) throw new SealedSecretError("not a sealed value");
  const [keyId, iv, body] = sealed.slice(PREFIX.length).split(":");
  const key = keys().find((candidate) => candidate.id === keyId);
  if (!key || !iv || !body) throw new SealedSecretError(`no key ${keyId ?? "?"} among the configured keys (DATA_ENCRYPTION_KEY or SESSION_SECRET)`);
  const bytes = Buffer.from(body, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** True when `sealed` is not under the current key (or not sealed at all): start-up seals it again. */
export function needsResealing(value: string): boolean {
  if (!isSealed(value)) return true;
  return value.slice(PREFIX.length).split(":")[0] !== keys()[0]!.id;
}
