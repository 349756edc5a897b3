import { z } from "zod";
import { TYPED_PASSWORD_MAX } from "~/lib/password-policy";

/** The fields' `maxLength`s live in admin-form-rules.ts (without zod: the pages read them in the browser). */
export { AUTH_CODE_INPUT_MAX, PASSKEY_NAME_MAX, RECOVERY_CODE_INPUT_MAX } from "./admin-form-rules";

/**
 * The two-factor forms: set-up and its management on the account page, the
 * second step of sign-in, and the owner's "require two-factor" setting.
 * Whether a code is right is for the server only.
 */
const AUTH_CODE_MESSAGE = "Enter the 6-digit code your authenticator app shows.";

/** Six digits; a space or dash in the middle is fine (apps show "123 456"). */
const AUTH_CODE_PATTERN = /^\d{3}[\s-]?\d{3}$/;

export const authCode = z
  .string({ error: AUTH_CODE_MESSAGE })
  .trim()
  .min(1, AUTH_CODE_MESSAGE)
  .regex(AUTH_CODE_PATTERN, AUTH_CODE_MESSAGE);

const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes (like abcd-efgh-jk).";

export const recoveryCode = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .trim()
  .min(1, RECOVERY_CODE_MESSAGE)
  .regex(/^[a-zA-Z0-9]{4}[\s-]?[a-zA-Z0-9]{4}[\s-]?[a-zA-Z0-9]{2}$/, RECOVERY_CODE_MESSAGE);

/**
 * The proof a change to the account's protection asks for: the current
 * password (or a code from the app). Optional here: a session that proved
 * itself a moment ago is not asked again, and only the server knows that.
 */
const proof = z.string().max(TYPED_PASSWORD_MAX, "That is not right.").optional();

/** Account page: start setting up the authenticator app. */
export const totpStartSchema = z.object({ intent: z.literal("totp-start"), password: proof });

/** Account page: confirm the set-up with a code from the app. */
export const totpConfirmSchema = z.object({ intent: z.literal("totp-confirm"), code: authCode });

/** Account page: turn two-factor off (the current password). */
export const totpOffSchema = z.object({ intent: z.literal("totp-off"), password: proof });

/** Account page: new recovery codes (the current password, or a code from the app). */
export const recoveryCodesSchema = z.object({ intent: z.literal("recovery-codes"), proof });

/** Account page: sign out every other session (the current password). */
export const signOutOthersSchema = z.object({ intent: z.literal("sign-out-others"), password: proof });

/** A passkey's removal (the current password). */
export const passkeyRemoveSchema = z.object({ password: proof });

/** The second step of sign-in, with the app. */
export const secondStepCodeSchema = z.object({ code: authCode });

/** The second step of sign-in, with a recovery code. */
export const secondStepRecoverySchema = z.object({ recoveryCode });

/** The owner's settings page. A form without `intent` (not ours) changes nothing. */
export const settingsSchema = z.object({
  intent: z.literal("save-settings", { error: "Unknown action" }),
  requireTwoFactor: z.literal("on").optional(),
});
