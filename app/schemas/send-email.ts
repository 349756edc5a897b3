/**
 * POST /api/send-email: the JSON payload of the old site. The
 * contact and job parts are validated by the same schemas as the forms;
 * this schema only reads the envelope and the attachment variants:
 *   { base64Attachment: "<base64 or data: URL>" }
 *   { filename, content | base64, contentType }  or  { attachment: { filename, content, contentType } }
 */
import { z } from "zod";

/** 5 MB of file is about 6.7 MB of base64. */
export const SEND_EMAIL_MAX_BODY_BYTES = 8 * 1024 * 1024;
const BASE64_MAX = 7 * 1024 * 1024;

const optionalString = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} is too long.`)
    .optional()
    .nullable()
    .transform((value) => value ?? undefined);

const attachmentObject = z.object({
  filename: optionalString("attachment.filename", 255),
  content: optionalString("attachment.content", BASE64_MAX),
  base64: optionalString("attachment.base64", BASE64_MAX),
  contentType: optionalString("attachment.contentType", 255),
});

export const sendEmailEnvelope = z.object({
  type: z.enum(["contact", "jobs"], { error: "type must be 'contact' or 'jobs'." }),
  base64Attachment: optionalString("base64Attachment", BASE64_MAX),
  filename: optionalString("filename", 255),
  content: optionalString("content", BASE64_MAX),
  base64: optionalString("base64", BASE64_MAX),
  contentType: optionalString("contentType", 255),
  attachment: attachmentObject.optional().nullable(),
  website: z.unknown().optional(),
});

type SendEmailEnvelope = z.infer<typeof sendEmailEnvelope>;

export interface AttachmentPayload {
  filename?: string;
  base64: string;
  contentType?: string;
}

/** The one attachment of a payload, whichever variant it came in. */
export function attachmentOf(envelope: SendEmailEnvelope): AttachmentPayload | null {
  const nested = envelope.attachment;
  if (nested && (nested.content || nested.base64)) {
    return { filename: nested.filename, base64: (nested.content ?? nested.base64)!, contentType: nested.contentType };
  }
  const content = envelope.content ?? envelope.base64;
  if (content) return { filename: envelope.filename, base64: content, contentType: envelope.contentType };
  if (envelope.base64Attachment) {
    return { filename: envelope.filename, base64: envelope.base64Attachment, contentType: envelope.contentType };
  }
  return null;
}
