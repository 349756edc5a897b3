import { createContext, useContext } from "react";

/**
 * The CSP nonce of this request, set by entry.server. Browsers hide the
 * attribute after load, so on the client it is an empty string (no
 * hydration mismatch is reported for nonce).
 */
export const NonceContext = createContext<string>("");

/** undefined on public pages: they carry no nonce (their CSP allows the inline script by hash). */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
