/**
 * Password hashing with scrypt from node:crypto at OWASP strength
 * (N = 2^17, r = 8, p = 1). Stored as `scrypt$N$r$p$salt$hash` so the
 * parameters can be raised later without breaking existing hashes.
 *
 * In test mode only (NODE_ENV=test, decision 0323) new hashes use N = 2^12:
 * the same algorithm and format at a 32nd of the cost, so the suites that
 * create and sign in hundreds of accounts do not spend minutes in scrypt.
 * Every hash states its own parameters, so verifying is the same code.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { config } from "~/server/infra/config.server";

const KEY_LENGTH = 64;
const OWASP = { N: 2 ** 17, r: 8, p: 1 };
const TEST_MODE = { N: 2 ** 12, r: 8, p: 1 };
/** Read when a hash is made, not when the module loads: a bad configuration is reported by start-up, in one message. */
const defaultCost = () => (config().testMode ? TEST_MODE : OWASP);

/**
 * Each hash takes about 128 MB and a libuv worker for ~0.3 s. At most two run
 * at once, a few more may wait; beyond that the caller is told to come back
 * (503), so a burst of sign-in attempts cannot starve the rest of the site.
 */
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_HASHES = 8;
let running = 0;
const waiting: (() => void)[] = [];

export class PasswordChecksBusyError extends Error {
  constructor() {
    super("too many password checks in progress");
    this.name = "PasswordChecksBusyError";
  }
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new PasswordChecksBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(() => scryptUnqueued(password, salt, options));
}

function scryptUnqueued(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, params = defaultCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as a real one. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
