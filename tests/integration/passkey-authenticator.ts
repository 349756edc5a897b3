/**
 * A software passkey for the integration tests: an ES256 key pair that
 * answers WebAuthn registration and authentication options the way a
 * browser and a platform authenticator would (attestation "none"), so the
 * server's real verification (@simplewebauthn/server) runs on real
 * signatures. The browser tests use Chromium's own virtual authenticator.
 * Erasable TypeScript only: the two-instance test (scripts/cluster-test.mjs)
 * imports it with Node's type stripping.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 0x100) return [(major << 5) | 24, n];
  if (n < 0x10000) return [(major << 5) | 25, n >> 8, n & 0xff];
  return [(major << 5) | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** The little CBOR WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): number[] {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  return [...head(5, value.size), ...[...value].flatMap(([key, item]) => [...cbor(key), ...cbor(item)])];
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();

function u32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle = "";
  /** The origin the "browser" reports (clientDataJSON.origin). */
  private readonly origin: string;
  private readonly userVerified: boolean;

  // Fields assigned here rather than parameter properties: scripts/cluster-test.mjs loads this file with Node's own type stripping.
  constructor(origin: string, userVerified = true) {
    this.origin = origin;
    this.userVerified = userVerified;
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra: number): number {
    return 0x01 | (this.userVerified ? 0x04 : 0) | extra;
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser's startRegistration returns it. */
  register(options: RegistrationOptions) {
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(0x40)]),
      u32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(cbor(coseKey)),
    ]);
    const attestationObject = Buffer.from(
      cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      ),
    );
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get(), as startAuthentication returns it. `tamper` breaks the signature. */
  authenticate(options: AuthenticationOptions, { tamper = false }: { tamper?: boolean } = {}) {
    this.counter += 1;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(0)]), u32(this.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: this.origin, crossOrigin: false }));
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    if (tamper) signature[signature.length - 1]! ^= 0xff;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: this.userHandle || undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
