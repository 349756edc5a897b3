/**
 * Secrets handed to a person (session ids, invitation and reset links,
 * recovery codes): random, and stored only as a SHA-256 hash, so a copy of
 * the database opens nothing. A lookup goes by hash; where a value is
 * compared directly it is in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
