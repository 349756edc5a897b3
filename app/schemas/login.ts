import { z } from "zod";

/** Sign-in. Credentials are checked by the server only. */
export const LOGIN_FAILED_MESSAGE = "Invalid email or password";

export const loginSchema = z.object({
  email: z.string({ error: "Enter your email." }).trim().min(1, "Enter your email.").max(254, LOGIN_FAILED_MESSAGE),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024, LOGIN_FAILED_MESSAGE),
  redirectTo: z.string().optional(),
});
