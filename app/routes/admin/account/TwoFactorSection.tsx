import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import { Form, href, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/FormAlert";
import { TextField } from "~/components/forms/Field";
import { ProofField } from "./ProofField";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { AUTH_CODE_INPUT_MAX } from "~/schemas/admin-form-rules";
/** Types only: the forms are checked by the action (on the server), so no schema reaches the browser. */
import type { recoveryCodesSchema, totpConfirmSchema, totpOffSchema } from "~/schemas/two-factor";

type Intent = "totp-confirm" | "totp-off" | "recovery-codes";

interface TwoFactorAnswer {
  intent: Intent;
  result: SubmissionResult<string[]>;
  recoveryCodes?: string[];
}

interface TwoFactorProps {
  state: {
    enabledAt: string | null;
    recoveryCodesLeft: number;
    /** While set-up waits for its first code: the secret (grouped) and its QR code (SVG drawn by the server). */
    setup: { secret: string; qrSvg: string } | null;
  };
  /** The last answer of one of this section's forms. */
  answer?: TwoFactorAnswer;
  /** Until when this session needs no password to change its factors (null: it must give one). */
  freshUntil: string | null;
  /** "Set up two-factor" was refused: why (next to its password field). */
  startProblem?: string;
}

/** The answer for one form of the section, if the last one was its. */
function resultFor(answer: TwoFactorAnswer | undefined, intent: Intent) {
  return answer?.intent === intent ? answer.result : undefined;
}

/** True while this section's form with `intent` is on its way. */
function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * "Two-factor authentication" on the account page: set up an authenticator
 * app (a QR code drawn on the server, and the same secret as text), confirm
 * it with a code, see the recovery codes once; later make new recovery
 * codes or turn it off. Every step is a plain form: no JavaScript needed.
 */
export function TwoFactorSection({ state, answer, freshUntil, startProblem }: TwoFactorProps) {
  const codes = answer?.recoveryCodes;
  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="two-factor-title" className="text-xl font-bold text-ink">
        Two-factor authentication
      </h2>
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {state.enabledAt ? (
        <TwoFactorOn enabledAt={state.enabledAt} codesLeft={state.recoveryCodesLeft} answer={answer} freshUntil={freshUntil} />
      ) : state.setup ? (
        <TwoFactorSetup setup={state.setup} answer={answer} />
      ) : (
        <TwoFactorOff freshUntil={freshUntil} problem={startProblem} />
      )}
    </section>
  );
}

function TwoFactorOff({ freshUntil, problem }: { freshUntil: string | null; problem?: string }) {
  const busy = useBusy("totp-start");
  return (
    <>
      <p className="mt-1 text-sm text-muted" data-testid="two-factor-status">
        Off. With two-factor on, signing in takes your password and a 6-digit code from an authenticator app on your phone (such as Google
        Authenticator, Microsoft Authenticator or 1Password), so a stolen password is not enough.
      </p>
      <Form method="post" action={href("/admin/account")} className="mt-4 max-w-sm space-y-3">
        <input type="hidden" name="intent" value="totp-start" />
        <ProofField freshUntil={problem ? null : freshUntil} error={problem} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Starting..." : "Set up two-factor"}
        </button>
      </Form>
    </>
  );
}

function TwoFactorSetup({ setup, answer }: { setup: { secret: string; qrSvg: string }; answer?: TwoFactorAnswer }) {
  const busy = useBusy("totp-confirm");
  const [form, fields] = useForm<z.input<typeof totpConfirmSchema>>({
    lastResult: resultFor(answer, "totp-confirm"),
  });
  return (
    <>
      <p className="mt-1 text-sm text-muted" data-testid="two-factor-status">
        Setting up: not on yet.
      </p>
      <ol className="mt-4 list-decimal space-y-4 pl-5 text-ink">
        <li>
          <p>Open your authenticator app, add an account, and scan this QR code.</p>
          <div
            role="img"
            aria-label="QR code for your authenticator app. The same key is written out below."
            className="mt-3 h-56 w-56 rounded-lg border border-slate-200 bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
            data-testid="totp-qr"
            // Drawn by the server (uqr) from the otpauth link: modules only, no text from anyone.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
        </li>
        <li>
          <p>Or, if you cannot scan it, type this key into the app (time-based, 6 digits):</p>
          <p className="mt-2">
            <code className="inline-block max-w-full break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider text-ink" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
        </li>
        <li>
          <p>Enter the code the app shows to finish.</p>
          <Form method="post" action={href("/admin/account")} className="mt-3 space-y-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="totp-confirm" />
            <FormAlert alert={form.errors?.[0] ? { title: form.errors[0] } : null} line />
            <TextField
              label="Authentication code"
              name="code"
              field={fields.code}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={AUTH_CODE_INPUT_MAX}
              autoFocus={Boolean(fields.code.errors)}
              className="max-w-xs"
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Checking..." : "Turn on two-factor"}
            </button>
          </Form>
        </li>
      </ol>
      <Form method="post" action={href("/admin/account")} className="mt-4">
        <input type="hidden" name="intent" value="totp-cancel" />
        <button type="submit" className="btn-outline">
          Cancel set-up
        </button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink" data-testid="recovery-codes">
      <p className="font-semibold">Save your recovery codes now</p>
      <p className="mt-1 text-sm">
        If you lose your phone, each of these codes signs you in once in place of an authentication code. Print them or keep them in a password
        manager: they are shown only this once.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-3" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function TwoFactorOn({ enabledAt, codesLeft, answer, freshUntil }: { enabledAt: string; codesLeft: number; answer?: TwoFactorAnswer; freshUntil: string | null }) {
  const codesBusy = useBusy("recovery-codes");
  const offBusy = useBusy("totp-off");
  const [codesForm, codesFields] = useForm<z.input<typeof recoveryCodesSchema>>({
    lastResult: resultFor(answer, "recovery-codes"),
  });
  const [offForm, offFields] = useForm<z.input<typeof totpOffSchema>>({
    lastResult: resultFor(answer, "totp-off"),
  });
  return (
    <>
      <p className="mt-1 text-sm text-muted" data-testid="two-factor-status">
        On since {formatAgencyDateTime(enabledAt)}, with an authenticator app. {codesLeft} of 10 recovery codes left.
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Form method="post" action={href("/admin/account")} className="space-y-3" {...getFormProps(codesForm)}>
          <h3 className="font-semibold text-ink">Make new recovery codes</h3>
          <p className="text-sm text-muted">The old codes stop working.</p>
          <input type="hidden" name="intent" value="recovery-codes" />
          <FormAlert alert={codesForm.errors?.[0] ? { title: codesForm.errors[0] } : null} line />
          <ProofField
            freshUntil={codesFields.proof.errors ? null : freshUntil}
            label="Current password or authentication code"
            name="proof"
            field={codesFields.proof}
          />
          <button type="submit" className="btn-outline" disabled={codesBusy}>
            {codesBusy ? "Making codes..." : "Make new recovery codes"}
          </button>
        </Form>
        <Form method="post" action={href("/admin/account")} className="space-y-3" {...getFormProps(offForm)}>
          <h3 className="font-semibold text-ink">Turn off two-factor</h3>
          <p className="text-sm text-muted">Signing in will take only your password. We email you a notice.</p>
          <input type="hidden" name="intent" value="totp-off" />
          <FormAlert alert={offForm.errors?.[0] ? { title: offForm.errors[0] } : null} line />
          <ProofField freshUntil={offFields.password.errors ? null : freshUntil} field={offFields.password} />
          <button type="submit" className="btn-outline" disabled={offBusy}>
            {offBusy ? "Turning off..." : "Turn off two-factor"}
          </button>
        </Form>
      </div>
    </>
  );
}
