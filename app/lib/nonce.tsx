import { createContext, useContext } from "react";

/**
 * The CSP nonce of this request, set by entry.server. Browsers hide the
 * attribute after load, so on the client it is an empty string (no
 * hydration mismatch is reported for nonce).
 */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
