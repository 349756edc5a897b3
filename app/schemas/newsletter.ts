/**
 * Newsletter sign-up: an email and an unticked consent box (Canada's
 * anti-spam law: express consent, who is asking, withdrawable). The consent
 * wording is built on the server from the business identity and stored.
 */
import { z } from "zod";
import { emailAddress } from "./fields";

export const newsletterSchema = z.object({
  email: emailAddress(),
  consent: z.preprocess(
    (value) => value === "on" || value === "true" || value === "yes" || value === true,
    z.literal(true, { error: "Please tick the box to agree to receive our newsletter." }),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_FIELDS = ["email"] as const;

export interface ConsentParty {
  legalName: string;
  email: string;
  address: { street: string; city: string; province: string; postalCode: string };
}

/** The consent statement shown next to the box and stored with each sign-up. */
export function consentStatement(party: ConsentParty): string {
  return (
    `Yes, I agree to receive the newsletter by email from ${party.legalName}, ` +
    `${party.address.street}, ${party.address.city}, ${party.address.province} ${party.address.postalCode} (${party.email}). ` +
    "I can withdraw my consent at any time with the unsubscribe link in every email."
  );
}

export const newsletterText = {
  heading: "Newsletter",
  intro: "Care tips and news from our team, about once a month.",
  submit: "Subscribe",
  pending: "Subscribing...",
  thanksTitle: "Thank you for subscribing",
  checkInbox: "Please check your inbox and confirm your subscription.",
  noMail: "You are on our list.",
  failedTitle: "Subscription failed",
} as const;
