/**
 * The one way a visitor's submission is received (decisions 0201, 0202),
 * for the forms (contact, review, job application, newsletter) and the JSON
 * endpoint /api/send-email alike:
 *
 *   rate limit -> read the body (size caps) -> honeypot -> file -> parse
 *   -> store -> notify -> answer
 *
 * Each form is a declaration (`VisitorForm`, see visitor-forms.server.ts):
 * its schema, its fields, its messages, how it is stored and who is told.
 * A channel says how a body is read and how each answer looks: the forms'
 * FormOutcome (data, or a redirect with a flash toast after a no-JS
 * success), or the JSON endpoint's `{ ok, error, message }`.
 *
 * Rules kept here once: a filled honeypot gets the success answer and
 * nothing is stored (a file already stored is removed); nothing is kept
 * from a refused submission (its file is removed); the submission is stored
 * first and the notification is sent after, in the background, so a mail
 * failure never loses or refuses it; a storage failure is a 503.
 */
import { data } from "react-router";
import type { z } from "zod";
import { firstError, firstFieldErrors, type SubmissionErrors } from "~/lib/field-errors";
import { type FormOutcome, outcomeFromResult, type SubmissionResultLike } from "~/lib/form-outcome";
import type { ToastInput } from "~/lib/toast";
import { isBlank } from "~/schemas/fields";
import { HONEYPOT_FIELD, JS_FIELD } from "~/schemas/form-rules";
import { parseForm } from "~/schemas/parse-form";
import { attachmentOf, SEND_EMAIL_MAX_BODY_BYTES, sendEmailEnvelope } from "~/schemas/send-email";
import { storeBase64Attachment } from "~/server/forms/base64-attachment.server";
import { keepEnquirySource } from "~/server/forms/enquiry-source.server";
import { type EnquiryKind, type HeardAbout, SOURCE_FIELDS } from "~/lib/enquiry-sources";
import { formatAgencyDateTime } from "~/lib/agency-time";
import { enqueueMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { type LimitBucket, type LimitResult, limitPublicPost, retryAfterHeaders } from "~/server/infra/rate-limit.server";
import { readJsonObject, readTextForm } from "~/server/infra/request-body.server";
import { redirectWithToast } from "~/server/infra/session.server";
import { fileStore } from "~/server/infra/stored-files.server";
import type { AcceptedUpload, UploadPolicy } from "~/server/infra/upload-checks.server";
import { readMultipartForm } from "~/server/infra/multipart.server";

/** What a successful submission answers (a honeypot answer too: then nothing was stored). */
export interface SuccessAnswer {
  toast: ToastInput;
  /** Job applications: the signed link to the stored resume, and its name. */
  attachmentUrl?: string;
  resumeName?: string;
  /** Newsletter: the same-site page a no-JS success goes back to. */
  returnTo?: string;
}

/** A visitor form, declared once: the pipeline does the rest. */
export interface VisitorForm<Input, Stored> {
  /** For logs: "a contact message". */
  label: string;
  /** Its rate limit when sent from its page. */
  bucket: LimitBucket;
  /** One schema per form, shared by the action and the form component's names and limits. */
  schema: z.ZodType<Input>;
  /** The text fields typed back into the form after an error. */
  fields: readonly string[];
  /** A blank one of these is "missing": the form's `missing` message. */
  required: readonly string[];
  /** A form with a file (one, in `upload.field`). */
  upload?: UploadPolicy;
  messages: {
    /** The title of every error toast. */
    failedTitle: string;
    /** The toast when a required field is blank (the JSON endpoint answers its description). */
    missing?: { title: string; description: string };
    /** When nothing more precise can be said, and when it could not be stored. */
    fallback: string;
  };
  store(input: Input, file: AcceptedUpload | null): Promise<Stored>;
  /**
   * The record's source is kept (decision 0901): its kind, its id, the "How did you hear about us?"
   * answer of a form that asks, and a partner code the form knows (a /refer/<code> address).
   */
  source?: {
    kind: EnquiryKind;
    recordId(stored: Stored): number;
    heard?(input: Input): HeardAbout | null;
    partner?(input: Input, request: Request): string | null;
  };
  /** Runs after the answer is ready; never awaited, never makes the submission fail. */
  notify?(stored: Stored): Promise<unknown>;
  /** `stored` is null for a honeypot answer. */
  success(stored: Stored | null, sent: { request: Request; text(name: string): string | undefined }): SuccessAnswer;
  /** Where a no-JS success goes (with the toast). */
  redirectTo(outcome: FormOutcome): string;
  /** A cookie that redirect sets, for what the next page shows and its address must not carry (a signed link). */
  redirectCookie?(outcome: FormOutcome): Promise<string | null>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a channel carries forms of every input type
type AnyVisitorForm = VisitorForm<any, any>;

type FileStep =
  | { ok: true; file: AcceptedUpload | null }
  | { ok: false; status: 400 | 413; field: string; message: string }
  /** The whole request is refused (a file sent to a form without one). */
  | { ok: false; refused: string };

interface Parsed<Input> {
  ok: boolean;
  value?: Input;
  /** conform's submission result, with extra field errors (the file's) if given. */
  reply(extra?: { fieldErrors: Record<string, string[]> }): SubmissionResultLike;
}

/** A body read for one form, whichever channel read it. */
interface ReadSubmission {
  js: boolean;
  /** A text value as sent (honeypot, returnTo). */
  text(name: string): string | undefined;
  /** A value as sent, of any type (the honeypot of a JSON body). */
  raw(name: string): unknown;
  /** The file: already stored while reading (forms) or stored now (JSON). */
  takeFile(form: AnyVisitorForm): Promise<FileStep>;
  /** A file stored while reading, removed (honeypot). */
  dropFile(): Promise<void>;
  parse<Input>(schema: z.ZodType<Input>): Parsed<Input>;
}

type ReadResult =
  | { ok: true; form: AnyVisitorForm; submission: ReadSubmission }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

/** How a channel reads bodies and words its answers. */
interface Channel<Answer> {
  bucket: LimitBucket;
  /** For the office's flood notice: "The care request form". */
  name: string;
  read(request: Request): Promise<ReadResult>;
  limited(limit: Extract<LimitResult, { ok: false }>): Answer;
  unreadable(failure: Extract<ReadResult, { ok: false }>): Answer;
  refused(form: AnyVisitorForm, message: string): Answer;
  invalid(form: AnyVisitorForm, status: number, result: SubmissionResultLike, submission: ReadSubmission): Answer;
  storeFailed(form: AnyVisitorForm, result: SubmissionResultLike, submission: ReadSubmission): Answer;
  success(form: AnyVisitorForm, answer: SuccessAnswer, submission: ReadSubmission): Answer;
}

/** A filled honeypot: the request gets the success answer and nothing is stored. */
function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== "";
}

/** The sequence, written once. */
async function receive<Answer>(request: Request, clientIp: string, channel: Channel<Answer>): Promise<Answer> {
  const now = clock();
  const limit = await limitPublicPost(request, channel.bucket, clientIp, now);
  if (!limit.ok) {
    if (limit.siteCeiling) await tellOfficeOfFlood(channel, limit.siteCeiling.hour, now);
    return channel.limited(limit);
  }

  const read = await channel.read(request);
  if (!read.ok) return channel.unreadable(read);
  const { form, submission } = read;

  const sent = { request, text: submission.text };
  if (honeypotFilled(submission.raw(HONEYPOT_FIELD))) {
    await submission.dropFile();
    return channel.success(form, form.success(null, sent), submission);
  }

  const file = await submission.takeFile(form);
  if (!file.ok && "refused" in file) return channel.refused(form, file.refused);
  const parsed = submission.parse(form.schema);
  if (!parsed.ok || !file.ok) {
    // Nothing is kept from a refused submission: the visitor sends the file again.
    if (file.ok && file.file && form.upload) await fileStore().remove(form.upload.directory, file.file.storedName);
    const result = parsed.reply(file.ok ? undefined : { fieldErrors: { [file.field]: [file.message] } });
    return channel.invalid(form, !parsed.ok ? 400 : file.ok ? 400 : file.status, result, submission);
  }

  let stored: unknown;
  try {
    stored = await form.store(parsed.value, file.file);
  } catch (error) {
    console.error(`could not store ${form.label}`, error);
    return channel.storeFailed(form, parsed.reply(), submission);
  }
  if (form.source) {
    const { kind, recordId, heard, partner } = form.source;
    await keepEnquirySource(kind, recordId(stored), request, clientIp, {
      field: submission.text,
      heard: heard?.(parsed.value),
      partner: partner?.(parsed.value, request),
      now,
    });
  }
  if (form.notify) {
    const notify = form.notify;
    void Promise.resolve()
      .then(() => notify(stored))
      .catch((error: unknown) => console.error(`could not notify about ${form.label}`, error));
  }
  return channel.success(form, form.success(stored, sent), submission);
}

/** The hour each form's flood notice was last queued by this process (the outbox key holds it across instances). */
const floodsTold = new Map<LimitBucket, string>();

/**
 * A form reached its hourly ceiling for the whole site (decision 0210): the
 * office is told once per form and hour, not once per refused request.
 * Never makes the answer fail.
 */
async function tellOfficeOfFlood(channel: Channel<unknown>, hour: string, now: Date): Promise<void> {
  if (floodsTold.get(channel.bucket) === hour) return;
  const ceiling = config().formCeilingPerHour;
  const until = formatAgencyDateTime(new Date(Date.parse(`${hour}:00:00Z`) + 60 * 60_000).toISOString());
  try {
    await enqueueMail(
      {
        to: config().officeNotifyEmail,
        subject: `Website: ${channel.name} is refusing submissions (over ${ceiling} this hour)`,
        text: [
          `${channel.name} on the website received more than ${ceiling} submissions within the hour, from all visitors together, and refuses more until ${until} (Toronto time).`,
          "Visitors refused are asked to try again later; nothing sent before was lost.",
          "",
          "This is most likely a flood of automated submissions: look at the latest ones in the back office before answering them.",
          `The ceiling is FORM_CEILING_PER_HOUR (${ceiling}). You get this email at most once an hour for each form.`,
        ].join("\n"),
        kind: "form-ceiling",
        dedupeKey: `form-ceiling:${channel.bucket}:${hour}`,
      },
      { now },
    );
    floodsTold.set(channel.bucket, hour);
  } catch (error) {
    console.error(`could not tell the office of a flood of ${channel.name}`, error);
  }
}

// --- the forms (decision 0201) ---

const errorToast = (title: string, description: string): ToastInput => ({ variant: "error", title, description });

function formFailure(httpStatus: number, toast: ToastInput, js: boolean, extra: Partial<FormOutcome> = {}): FormOutcome {
  return { status: "error", httpStatus, toast, js, ...extra };
}

/** A blank required field: the form's "missing" message, if it has one. */
function missingMessage(form: AnyVisitorForm, result: SubmissionResultLike) {
  const values = result.initialValue ?? {};
  return form.messages.missing && form.required.some((name) => isBlank(values[name])) ? form.messages.missing : undefined;
}

/** A form body: urlencoded or multipart, within the caps; the file stored as it arrives (upload-checks.server.ts). */
async function readForm(request: Request, form: AnyVisitorForm): Promise<ReadResult> {
  let formData: FormData;
  let file: FileStep = { ok: true, file: null };
  if (form.upload) {
    const upload = form.upload;
    const read = await readMultipartForm(request, upload);
    if (!read.ok && read.fields === null) {
      // Unreadable or far too large: nothing to keep; the message goes next to the file field.
      return { ok: false, status: read.status, message: read.formError, fieldErrors: read.status === 413 ? { [upload.field]: read.formError } : undefined };
    }
    formData = read.fields;
    file = read.ok ? { ok: true, file: read.file } : { ok: false, status: read.fieldStatus, field: upload.field, message: read.fieldError };
  } else {
    const read = await readTextForm(request);
    if (!read.ok) return read;
    formData = read.body;
  }
  const stored = file.ok ? file.file : null;
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    ok: true,
    form,
    submission: {
      js: formData.get(JS_FIELD) === "1",
      text,
      raw: text,
      takeFile: async () => file,
      dropFile: async () => {
        if (stored && form.upload) await fileStore().remove(form.upload.directory, stored.storedName);
      },
      parse(schema) {
        const submission = parseForm(formData, schema);
        return {
          ok: submission.status === "success",
          value: submission.status === "success" ? submission.value : undefined,
          // conform's reply leaves empty values out of initialValue; the page gives back every field as typed.
          reply: (extra) => ({ ...submission.reply(extra), initialValue: submission.payload }),
        };
      },
    },
  };
}

function formChannel(form: AnyVisitorForm): Channel<FormOutcome> {
  const { failedTitle, fallback } = form.messages;
  // The page's campaign values are kept too: the page rendered for the POST has no query string to take them from.
  const fields = [...form.fields, ...SOURCE_FIELDS];
  return {
    bucket: form.bucket,
    name: `The form for ${form.label}`,
    read: (request) => readForm(request, form),
    // Errors are always answered with data, so `js` only matters for success.
    limited: (limit) => formFailure(429, errorToast(failedTitle, limit.message), false, { retryAfterSeconds: limit.retryAfterSeconds }),
    unreadable: (failure) => formFailure(failure.status, errorToast(failedTitle, failure.message), false, { fieldErrors: failure.fieldErrors }),
    refused: (_form, message) => formFailure(400, errorToast(failedTitle, message), false),
    invalid(_form, status, result, submission) {
      const missing = missingMessage(form, result);
      const toast = missing
        ? errorToast(missing.title, missing.description)
        : errorToast(failedTitle, firstError(result.error) ?? fallback);
      return outcomeFromResult(result, { httpStatus: status, toast, js: submission.js, fields });
    },
    storeFailed: (_form, result, submission) =>
      outcomeFromResult(result, { httpStatus: 503, toast: errorToast(failedTitle, fallback), js: submission.js, fields }),
    success: (_form, answer, submission) => ({ status: "success", httpStatus: 200, js: submission.js, ...answer }),
  };
}

/**
 * A visitor form's action: the answer to its POST. Data for the page's
 * script and for errors (the page shows them, values kept); a redirect
 * with a flash toast for a no-JS success (a reload does not send it again).
 */
export async function receiveVisitorForm(request: Request, clientIp: string, form: AnyVisitorForm) {
  const outcome = await receive(request, clientIp, formChannel(form));
  if (outcome.status === "success" && !outcome.js) {
    const cookie = (await form.redirectCookie?.(outcome)) ?? null;
    return redirectWithToast(request, form.redirectTo(outcome), outcome.toast, cookie ? { headers: { "Set-Cookie": cookie } } : {});
  }
  const headers = outcome.retryAfterSeconds ? retryAfterHeaders({ retryAfterSeconds: outcome.retryAfterSeconds }) : {};
  return data(outcome, { status: outcome.httpStatus, headers });
}

// --- the JSON endpoint (decision 0207) ---

/** The forms the JSON endpoint takes, by its `type`, with the JSON names of renamed fields. */
export interface JsonEndpoint {
  bucket: LimitBucket;
  forms: Record<"contact" | "jobs", { form: AnyVisitorForm; jsonNames?: Record<string, string> }>;
}

const JSON_HEADERS = { "Cache-Control": "no-store" };
const BODY_TOO_LARGE = "The request is too large (at most 8 MB).";
const NOT_FOR_FORM = "Attachments are only accepted with job applications (type 'jobs').";

function jsonOk(body: { attachmentUrl?: string } = {}) {
  return Response.json({ ok: true, ...body }, { status: 200, headers: JSON_HEADERS });
}

function jsonFail(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ ok: false, error, message: error, ...extra }, { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A zod error in the shape of conform's submission result: field path -> messages. */
function errorsOf(error: z.ZodError): SubmissionErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

async function readJson(request: Request, endpoint: JsonEndpoint): Promise<ReadResult> {
  const read = await readJsonObject(request, SEND_EMAIL_MAX_BODY_BYTES, BODY_TOO_LARGE);
  if (!read.ok) return read;
  const body = read.body;
  const envelope = sendEmailEnvelope.safeParse(body);
  if (!envelope.success) {
    const fieldErrors = firstFieldErrors(errorsOf(envelope.error));
    return { ok: false, status: 400, message: Object.values(fieldErrors)[0] ?? "Invalid request.", fieldErrors };
  }
  const { form, jsonNames = {} } = endpoint.forms[envelope.data.type];
  const attachment = attachmentOf(envelope.data);
  const jsonName = (name: string) => jsonNames[name] ?? name;
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
  return {
    ok: true,
    form,
    submission: {
      js: false,
      text,
      raw: (name) => body[name],
      async takeFile(): Promise<FileStep> {
        if (!attachment) return { ok: true, file: null };
        if (!form.upload) return { ok: false, refused: NOT_FOR_FORM };
        const stored = await storeBase64Attachment(attachment, form.upload);
        return stored.ok ? stored : { ok: false, status: stored.status, field: "attachment", message: stored.error };
      },
      dropFile: async () => {},
      parse(schema) {
        // The form's fields, under their JSON names (`subject` is a job's position).
        const values = Object.fromEntries(form.fields.map((name) => [name, body[jsonName(name)]]));
        const parsed = schema.safeParse(values);
        const errors = parsed.success ? {} : errorsOf(parsed.error);
        const renamed = Object.fromEntries(Object.entries(errors).map(([name, messages]) => [jsonName(name), messages]));
        return {
          ok: parsed.success,
          value: parsed.success ? parsed.data : undefined,
          reply: (extra) => ({ initialValue: values, error: { ...renamed, ...extra?.fieldErrors } }),
        };
      },
    },
  };
}

function jsonChannel(endpoint: JsonEndpoint): Channel<Response> {
  return {
    bucket: endpoint.bucket,
    name: "The JSON endpoint /api/send-email",
    read: (request) => readJson(request, endpoint),
    limited: (limit) => jsonFail(429, limit.message, {}, retryAfterHeaders(limit)),
    unreadable: (failure) => jsonFail(failure.status, failure.message, failure.fieldErrors ? { fields: failure.fieldErrors } : {}),
    refused: (_form, message) => jsonFail(400, message),
    invalid(form, status, result) {
      const error = missingMessage(form, result)?.description ?? firstError(result.error) ?? form.messages.fallback;
      return jsonFail(status, error, { fields: firstFieldErrors(result.error) });
    },
    storeFailed: (form) => jsonFail(503, form.messages.fallback),
    success: (_form, answer) =>
      jsonOk(answer.attachmentUrl ? { attachmentUrl: new URL(answer.attachmentUrl, config().siteUrl).toString() } : {}),
  };
}

/**
 * POST /api/send-email: the old site's JSON endpoint, through the same
 * pipeline, schemas and storage as the forms:
 *   200 { ok: true, attachmentUrl? }
 *   400 { ok: false, error, message, fields? }  invalid JSON, non-UTF-8, wrong types, failed validation
 *   413 { ok: false, error, message }  body over 8 MB or file over 5 MB
 *   429 { ok: false, error, message }  too many requests from this IP (Retry-After)
 *   503 { ok: false, error, message }  the database could not store it
 */
export function receiveJsonSubmission(request: Request, clientIp: string, endpoint: JsonEndpoint): Promise<Response> {
  return receive(request, clientIp, jsonChannel(endpoint));
}
