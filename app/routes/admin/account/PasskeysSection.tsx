import { useState } from "react";
import { Form, href, Link, useRevalidator } from "react-router";
import { startRegistration } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { describePasskeyError, postPasskeyForm, usePasskeyControls } from "~/components/admin/passkey-client";
import { useToast } from "~/components/Toaster";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { PASSKEY_ENDPOINTS, type PasskeyAvailability } from "~/lib/passkey-api";
import { PASSKEY_NAME_MAX } from "~/schemas/admin-form-rules";

interface PasskeyRow {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-600";

/**
 * The account's passkeys: the list (name, added, last used), rename and
 * remove (plain forms: they work without JavaScript), and "Add a passkey"
 * (WebAuthn: JavaScript only, the note says so until the page is hydrated).
 */
export function PasskeysSection({
  passkeys,
  availability,
  suggestedName,
  renameProblem,
}: {
  passkeys: PasskeyRow[];
  availability: PasskeyAvailability;
  suggestedName: string;
  /** A rename the server refused: that row shows the error and keeps the value typed. */
  renameProblem?: { id: number; name: string; error: string } | null;
}) {
  return (
    <section aria-labelledby="passkeys-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="passkeys-title" className="text-xl font-bold text-ink">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-muted">
        A passkey signs you in with this device's fingerprint, face or screen lock instead of your password, and counts as a second step after
        your password.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-ink">You have no passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} problem={renameProblem?.id === passkey.id ? renameProblem : null} />
          ))}
        </ul>
      )}
      <AddPasskey availability={availability} suggestedName={suggestedName} />
    </section>
  );
}

function PasskeyItem({ passkey, problem }: { passkey: PasskeyRow; problem: { name: string; error: string } | null }) {
  const inputId = `passkey-name-${passkey.id}`;
  const errorId = `${inputId}-error`;
  return (
    <li className="py-4 text-sm" data-testid={`passkey-${passkey.id}`}>
      <p className="font-semibold text-ink" data-testid="passkey-name">
        {passkey.name}
      </p>
      <p className="text-muted">
        Added {formatAgencyDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatAgencyDateTime(passkey.lastUsedAt)}` : "not used yet"}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="id" value={passkey.id} />
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
              New name<span className="sr-only"> for {passkey.name}</span>
            </label>
            <input
              id={inputId}
              name="name"
              type="text"
              required
              maxLength={PASSKEY_NAME_MAX}
              defaultValue={problem?.name ?? passkey.name}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={`mt-1 ${CONTROL}`}
            />
            {problem ? (
              <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                {problem.error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-outline min-h-9 px-3 py-1.5">
            Rename<span className="sr-only"> {passkey.name}</span>
          </button>
        </Form>
        {/* Its own page, with or without JavaScript: removing a factor asks for the current password. */}
        <Link to={href("/admin/account/passkeys/:id/remove", { id: String(passkey.id) })} className="btn-outline min-h-9 px-3 py-1.5">
          Remove<span className="sr-only"> {passkey.name}</span>
        </Link>
      </div>
    </li>
  );
}

function AddPasskey({ availability, suggestedName }: { availability: PasskeyAvailability; suggestedName: string }) {
  const controls = usePasskeyControls(availability);
  const revalidator = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(suggestedName);
  const [password, setPassword] = useState("");

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const options = await postPasskeyForm<{ options: PublicKeyCredentialCreationOptionsJSON }>(PASSKEY_ENDPOINTS.register, { intent: "options", password });
      if (!options.ok) return setError(options.error);
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: options.options });
      } catch (problem) {
        return setError(describePasskeyError(problem, "register"));
      }
      const saved = await postPasskeyForm<{ name: string }>(PASSKEY_ENDPOINTS.register, { intent: "verify", name, response: JSON.stringify(answer) });
      if (!saved.ok) return setError(saved.error);
      toast({ title: "Passkey added", description: saved.name, variant: "success" });
      setName(suggestedName);
      setPassword("");
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const noteId = "add-passkey-note";
  return (
    <form onSubmit={(event) => void add(event)} className="mt-6 border-t border-slate-200 pt-5" aria-labelledby="add-passkey-title">
      <h3 id="add-passkey-title" className="font-semibold text-ink">
        Add a passkey
      </h3>
      {controls.ready ? null : (
        <p id={noteId} className="mt-1 text-sm text-muted" data-testid="passkey-note">
          {controls.note}
        </p>
      )}
      <fieldset disabled={!controls.ready || busy} aria-describedby={controls.ready ? undefined : noteId} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="new-passkey-name" className="block text-sm font-semibold text-ink">
            Name for the new passkey
          </label>
          <input
            id="new-passkey-name"
            name="name"
            type="text"
            required
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`mt-1 ${CONTROL}`}
          />
        </div>
        <div className="min-w-0 flex-1 basis-56">
          {/* A passkey is a new way in: the password proves it is the account's owner, not just someone at their desk. */}
          <label htmlFor="new-passkey-password" className="block text-sm font-semibold text-ink">
            Your current password
          </label>
          <input
            id="new-passkey-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={`mt-1 ${CONTROL}`}
          />
        </div>
        <button type="submit" className="btn-primary">
          {busy ? "Waiting for the passkey..." : "Add a passkey"}
        </button>
      </fieldset>
      <p role="alert" className={error ? "mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" : "sr-only"} data-testid="passkey-error">
        {error}
      </p>
    </form>
  );
}
