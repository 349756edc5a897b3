import { href } from "react-router";

/**
 * What the passkey endpoints answer (JSON) and where they are: shared by the
 * server routes and the admin's passkey components. The browser sends its
 * WebAuthn answer as one form field (`response`, JSON text) of an ordinary
 * urlencoded POST, like every other form of the site (decision 0019).
 */
export const PASSKEY_ENDPOINTS = {
  /** Sign-in and second factor (outside the admin frame): intent options | verify, mode. */
  signIn: href("/admin/login/passkey"),
  /** Registration by the signed-in staff member: intent options | verify, name. */
  register: href("/admin/account/passkeys"),
} as const;

export type PasskeyAnswer<T extends object> = ({ ok: true } & T) | { ok: false; error: string };

/** The name suggested for a new passkey, from what the browser says it runs on. */
export function suggestedPasskeyName(platform: string): string {
  const device = platform.trim();
  return device ? `Passkey on ${device}`.slice(0, 60) : "Passkey";
}

/** Asked before a passkey is removed (the toast with JavaScript, the confirmation page without). */
export const PASSKEY_REMOVE_QUESTION = "Remove this passkey? It will no longer sign you in.";

/** What a page knows from the server: passkeys can work at this address, or why not. */
export type PasskeyAvailability = { available: true } | { available: false; reason: string };

/** Browsers refuse WebAuthn on an IP-address origin such as http://127.0.0.1:3000. */
export const PASSKEY_IP_REASON =
  "Passkeys need the site's name in the address bar, not an IP address. Open this page by the site's name to use them; everything else works here.";
