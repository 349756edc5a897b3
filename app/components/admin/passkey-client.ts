/**
 * The browser's side of the passkey ceremonies, for the hydrated admin pages
 * (the sign-in page, the account page): the server's WebAuthn options are
 * asked for and the browser's answer sent back as ordinary urlencoded form
 * posts (the answer as one JSON field), and @simplewebauthn/browser talks to
 * the authenticator.
 */
import { useEffect, useState } from "react";
import { browserSupportsWebAuthn, WebAuthnError } from "@simplewebauthn/browser";
import { PASSKEY_IP_REASON, type PasskeyAnswer, type PasskeyAvailability } from "~/lib/passkey-api";

export type PasskeyControls =
  | { ready: true }
  | { ready: false; note: string };

export const PASSKEY_NEEDS_JAVASCRIPT = "Passkeys need JavaScript, which is off or has not loaded in this browser.";
const NO_WEBAUTHN = "This browser does not support passkeys.";
/** What the browser itself can tell: passkeys never work on an IP address or an insecure page. */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether the passkey controls can be used. Before hydration (and so without
 * JavaScript) they are not: the note says they need JavaScript; the server's
 * reason (an IP address...) shows at once, with or without JavaScript.
 */
export function usePasskeyControls(availability: PasskeyAvailability | undefined): PasskeyControls {
  const [browser, setBrowser] = useState<PasskeyControls>({ ready: false, note: PASSKEY_NEEDS_JAVASCRIPT });
  useEffect(() => {
    if (IP_ADDRESS.test(window.location.hostname)) setBrowser({ ready: false, note: PASSKEY_IP_REASON });
    else if (!browserSupportsWebAuthn()) setBrowser({ ready: false, note: NO_WEBAUTHN });
    else setBrowser({ ready: true });
  }, []);
  if (availability && !availability.available) return { ready: false, note: availability.reason };
  return browser;
}

/** A urlencoded POST to a passkey endpoint; its JSON answer (a failure when there is none). */
export async function postPasskeyForm<T extends object>(url: string, fields: Record<string, string>): Promise<PasskeyAnswer<T>> {
  try {
    const response = await fetch(url, { method: "POST", body: new URLSearchParams(fields), credentials: "same-origin", headers: { Accept: "application/json" } });
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.includes("application/json")) return { ok: false, error: `The server answered ${response.status}. Please try again.` };
    return (await response.json()) as PasskeyAnswer<T>;
  } catch {
    return { ok: false, error: "The server could not be reached. Check the connection and try again." };
  }
}

/** Words for what the browser or authenticator refused. */
export function describePasskeyError(error: unknown, purpose: "register" | "sign-in"): string {
  const code = error instanceof WebAuthnError ? error.code : "";
  const name = error instanceof Error ? error.name : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "This device already holds a passkey for your account.";
  if (code === "ERROR_CEREMONY_ABORTED" || name === "AbortError" || name === "NotAllowedError") {
    return purpose === "register" ? "No passkey was added: the request was cancelled or timed out." : "No passkey was used: the request was cancelled or timed out.";
  }
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") return "This browser refuses passkeys at this address.";
  return purpose === "register" ? "The passkey could not be added. Please try again." : "The passkey could not be used. Please try again.";
}
