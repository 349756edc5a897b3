import { z } from "zod";
import { TYPED_PASSWORD_MAX } from "~/lib/password-policy";
import { EMAIL_MAX } from "./form-rules";

/** Sign-in. Credentials are checked by the server only. */
export const LOGIN_FAILED_MESSAGE = "Invalid email or password";

export const loginSchema = z.object({
  email: z.string({ error: "Enter your email." }).trim().min(1, "Enter your email.").max(EMAIL_MAX, LOGIN_FAILED_MESSAGE),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(TYPED_PASSWORD_MAX, LOGIN_FAILED_MESSAGE),
  redirectTo: z.string().optional(),
});
