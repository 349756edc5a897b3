/**
 * age (age-encryption.org/v1) with X25519 keys, from node:crypto alone: the
 * key pairs the replica is encrypted for (decision 0700), and files
 * encrypted for them, which `age -d -i key.txt` reads back. Plain JavaScript:
 * server.js's launcher (scripts/litestream.mjs) uses it before any build.
 */
import { createCipheriv, createHmac, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values) {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >> i) & 1) checksum ^= GENERATORS[i];
  }
  return checksum;
}

const expandPrefix = (prefix) => [...[...prefix].map((c) => c.charCodeAt(0) >> 5), 0, ...[...prefix].map((c) => c.charCodeAt(0) & 31)];

/** Regroups bits: 8 to 5 (padded) or 5 to 8 (the padding dropped). */
function regroup(values, from, to, pad) {
  const out = [];
  let accumulator = 0;
  let bits = 0;
  for (const value of values) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >> bits) & ((1 << to) - 1));
    }
  }
  if (pad && bits > 0) out.push((accumulator << (to - bits)) & ((1 << to) - 1));
  return out;
}

function bech32Encode(prefix, bytes) {
  const words = regroup(bytes, 8, 5, true);
  const mod = polymod([...expandPrefix(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >> (5 * (5 - i))) & 31);
  return `${prefix}1${[...words, ...checksum].map((word) => BECH32[word]).join("")}`;
}

function bech32Decode(text, prefix) {
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf("1");
  if (lower.slice(0, split) !== prefix) throw new Error(`not an ${prefix} key`);
  const words = [...lower.slice(split + 1)].map((c) => BECH32.indexOf(c));
  if (words.some((word) => word < 0) || polymod([...expandPrefix(prefix), ...words]) !== 1) throw new Error(`not an ${prefix} key (bad checksum)`);
  return Buffer.from(regroup(words.slice(0, -6), 5, 8, false));
}

/** A new key pair: the identity (secret, AGE-SECRET-KEY-1...) and its recipient (public, age1...). */
export function newAgeKey() {
  const { privateKey, publicKey } = generateKeyPairSync("x25519");
  const secret = Buffer.from(privateKey.export({ format: "jwk" }).d, "base64url");
  const share = Buffer.from(publicKey.export({ format: "jwk" }).x, "base64url");
  return { identity: bech32Encode("age-secret-key-", secret).toUpperCase(), recipient: bech32Encode("age", share) };
}

const base64 = (bytes) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");

function seal(key, nonce, plaintext) {
  const cipher = createCipheriv("chacha20-poly1305", key, nonce, { authTagLength: 16 });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The recipient's stanza: the file key wrapped for an X25519 public key. */
function x25519Stanza(fileKey, recipient) {
  const theirs = bech32Decode(recipient, "age");
  const { privateKey, publicKey } = generateKeyPairSync("x25519");
  const share = Buffer.from(publicKey.export({ format: "jwk" }).x, "base64url");
  const shared = diffieHellman({ privateKey, publicKey: createPublicKey({ key: { kty: "OKP", crv: "X25519", x: theirs.toString("base64url") }, format: "jwk" }) });
  const wrapKey = Buffer.from(hkdfSync("sha256", shared, Buffer.concat([share, theirs]), "age-encryption.org/v1/X25519", 32));
  // 32 bytes of body: one base64 line shorter than 64 characters.
  return `-> X25519 ${base64(share)}\n${base64(seal(wrapKey, Buffer.alloc(12), fileKey))}\n`;
}

const CHUNK = 64 * 1024;

/** Encrypts `source` into a new file `target` (0600) for each recipient (age1... keys). */
export async function encryptFileForAge(source, target, recipients) {
  if (!recipients.length) throw new Error("no recipient to encrypt for");
  const fileKey = randomBytes(16);
  let header = "age-encryption.org/v1\n";
  for (const recipient of recipients) header += x25519Stanza(fileKey, recipient);
  header += "---";
  const macKey = Buffer.from(hkdfSync("sha256", fileKey, Buffer.alloc(0), "header", 32));
  header += ` ${base64(createHmac("sha256", macKey).update(header).digest())}\n`;
  const nonce = randomBytes(16);
  const payloadKey = Buffer.from(hkdfSync("sha256", fileKey, nonce, "payload", 32));
  const input = await fs.promises.open(source, "r");
  const output = await fs.promises.open(target, "wx", 0o600);
  try {
    await output.write(header);
    await output.write(nonce);
    const { size } = await input.stat();
    const chunks = Math.max(1, Math.ceil(size / CHUNK));
    for (let index = 0; index < chunks; index++) {
      const length = Math.min(CHUNK, size - index * CHUNK);
      const plaintext = Buffer.alloc(length);
      await input.read(plaintext, 0, length, index * CHUNK);
      // STREAM: an 11-byte counter, then 1 on the last chunk.
      const chunkNonce = Buffer.alloc(12);
      chunkNonce.writeUIntBE(index, 5, 6);
      chunkNonce[11] = index === chunks - 1 ? 1 : 0;
      await output.write(seal(payloadKey, chunkNonce, plaintext));
    }
  } finally {
    await input.close();
    await output.close();
  }
}
