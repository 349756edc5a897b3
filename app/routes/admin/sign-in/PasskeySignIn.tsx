import { useEffect, useRef, useState } from "react";
import { browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from "@simplewebauthn/browser";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { PASSKEY_ENDPOINTS, type PasskeyAvailability } from "~/lib/passkey-api";
import { describePasskeyError, postPasskeyForm, usePasskeyControls } from "~/components/admin/passkey-client";

/**
 * The "Use a passkey" button. `mode="sign-in"` (the sign-in page): any of the
 * site's passkeys, no email typed (discoverable credentials).
 * `mode="second-factor"` (after a right password): only that account's
 * passkeys; success finishes the sign-in where the password step was going.
 * Needs JavaScript (WebAuthn is a browser API): until the page is hydrated
 * the button is disabled and a note says so. `availability` comes from the
 * page's loader (passkeyAvailability(request)); without it the browser's own
 * checks and the server's answer decide.
 * In sign-in mode, where the browser offers passkeys in autofill, a
 * conditional request waits from the start (options from the same endpoint):
 * the site's passkeys appear in the email field's suggestions (its
 * autocomplete ends in "webauthn"), and choosing one signs in as the button
 * does. Pressing the button aborts it (one ceremony at a time), and so does
 * leaving the page.
 */
export function PasskeySignIn({
  mode,
  availability,
  redirectTo = "",
}: {
  mode: "sign-in" | "second-factor";
  availability?: PasskeyAvailability;
  /** Sign-in mode: where to go after (the sign-in page's redirectTo). */
  redirectTo?: string;
}) {
  const controls = usePasskeyControls(availability);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const askOptions = () => postPasskeyForm<{ options: PublicKeyCredentialRequestOptionsJSON }>(PASSKEY_ENDPOINTS.signIn, { intent: "options", mode });

  /** The browser's answer checked by the server: true when signed in and leaving (a full page load), else the error is shown. */
  async function finish(answer: AuthenticationResponseJSON): Promise<boolean> {
    const verified = await postPasskeyForm<{ redirectTo: string }>(PASSKEY_ENDPOINTS.signIn, {
      intent: "verify",
      mode,
      redirectTo,
      response: JSON.stringify(answer),
    });
    if (!verified.ok) {
      setError(verified.error);
      return false;
    }
    // A full page load: the new session's cookie and a fresh admin frame.
    window.location.assign(verified.redirectTo);
    return true;
  }

  async function signIn() {
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const options = await askOptions();
      if (!options.ok) return setError(options.error);
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options.options });
      } catch (problem) {
        return setError(describePasskeyError(problem, "sign-in"));
      }
      leaving = await finish(answer);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  // The conditional request (sign-in mode): quiet until a passkey is chosen from the autofill.
  const latest = useRef({ askOptions, finish });
  latest.current = { askOptions, finish };
  const ready = controls.ready;
  useEffect(() => {
    if (mode !== "sign-in" || !ready) return;
    let live = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !live) return;
      const options = await latest.current.askOptions();
      // A refusal (too many requests...) is said when the button is used.
      if (!options.ok || !live) return;
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options.options, useBrowserAutofill: true });
      } catch {
        // Aborted by the button or by leaving, or not offered: the button still works.
        return;
      }
      if (!live) return;
      setBusy(true);
      setError(null);
      if (!(await latest.current.finish(answer))) setBusy(false);
    })();
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [mode, ready]);

  const noteId = `passkey-${mode}-note`;
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn-outline w-full"
        disabled={!controls.ready || busy}
        aria-describedby={controls.ready ? undefined : noteId}
        onClick={() => void signIn()}
      >
        {/* Not "Sign in with a passkey": a button named by the words of the password form's "Sign in" would answer to that name too (voice control, tests). */}
        {busy ? "Waiting for the passkey..." : "Use a passkey"}
      </button>
      {controls.ready ? null : (
        <p id={noteId} className="text-sm text-muted" data-testid="passkey-note">
          {controls.note}
        </p>
      )}
      <p role="alert" className={error ? "rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" : "sr-only"} data-testid="passkey-error">
        {error}
      </p>
    </div>
  );
}
