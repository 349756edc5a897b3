/** The contact form (spec 2.6, 5, 8) and the 'contact' type of /api/send-email. */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";

export const CONTACT_LIMITS = { name: 120, subject: 200, message: 5000 } as const;

export const contactSchema = z.object({
  name: requiredText({ label: "Name", max: CONTACT_LIMITS.name }),
  email: emailAddress(),
  subject: optionalText({ label: "Subject", max: CONTACT_LIMITS.subject }),
  message: requiredText({
    label: "Message",
    max: CONTACT_LIMITS.message,
    multiline: true,
    required: "Please enter your message.",
  }),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export const CONTACT_REQUIRED = ["name", "email", "message"] as const;

/** Spec 8, word for word. */
export const contactText = {
  missingTitle: "Please complete the form",
  missingDescription: "Name, email and message are required",
  failedTitle: "Send failed",
  failedFallback: "Unable to send message",
  sentTitle: "Message sent",
  sentDescription: "Thank you for reaching out. We will get back to you within 24 hours.",
  pending: "Sending...",
} as const;
