/** The contact form and the 'contact' type of /api/send-email. */
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields";
import { CONTACT_LIMITS } from "./form-rules";

export { CONTACT_FIELDS, CONTACT_REQUIRED, contactText } from "./form-rules";


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

