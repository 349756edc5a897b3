/**
 * A staff member's passkeys (WebAuthn credentials): stored, listed, renamed,
 * removed. The ceremonies that create and use them are in
 * app/server/auth/webauthn.server.ts. Every change is scoped to the owner's
 * user id: nobody renames or removes another person's passkey.
 */
import { PASSKEY_NAME_MAX } from "~/schemas/two-factor";
import { db } from "~/server/infra/db.server";

export interface PasskeyListing {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StoredPasskey {
  id: number;
  credentialId: string;
  userId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

/** A name as stored: trimmed, one line, at most PASSKEY_NAME_MAX characters. */
export function cleanPasskeyName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, PASSKEY_NAME_MAX);
}

export async function listPasskeys(userId: number): Promise<PasskeyListing[]> {
  const rows = await db()
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

function parseTransports(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The user's credentials, for excludeCredentials / allowCredentials. */
export async function credentialsOf(userId: number): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db().selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", userId).execute();
  return rows.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) }));
}

export async function findPasskeyByCredentialId(credentialId: string): Promise<StoredPasskey | null> {
  const row = await db()
    .selectFrom("passkeys")
    .select(["id", "credential_id", "user_id", "public_key", "counter", "transports"])
    .where("credential_id", "=", credentialId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: new Uint8Array(row.public_key),
    counter: row.counter,
    transports: parseTransports(row.transports),
  };
}

export async function findPasskey(userId: number, id: number): Promise<PasskeyListing | null> {
  const row = await db()
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at } : null;
}

export async function insertPasskey(
  values: { credentialId: string; userId: number; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
  now = new Date(),
): Promise<number> {
  const row = await db()
    .insertInto("passkeys")
    .values({
      credential_id: values.credentialId,
      user_id: values.userId,
      public_key: values.publicKey,
      counter: values.counter,
      transports: JSON.stringify(values.transports),
      name: values.name,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** After a verified use: the authenticator's new counter and the time. */
export async function recordPasskeyUse(id: number, counter: number, now = new Date()): Promise<void> {
  await db().updateTable("passkeys").set({ counter, last_used_at: now.toISOString() }).where("id", "=", id).execute();
}

/** True when the user's passkey was renamed (false: no such passkey of theirs). */
export async function renamePasskey(userId: number, id: number, name: string): Promise<boolean> {
  const result = await db().updateTable("passkeys").set({ name }).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the user's passkey was removed. */
export async function removePasskey(userId: number, id: number): Promise<boolean> {
  const result = await db().deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
