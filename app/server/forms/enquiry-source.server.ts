/**
 * The source of an enquiry, read from its POST (decision 0901): the
 * Referer, the form's hidden campaign fields and the visit trail the
 * server's own page-view counting keeps (looked up by address and user
 * agent, neither of which is stored). The visitor forms' pipeline calls
 * `keepEnquirySource` after storing a record; a route with a form of its own
 * (/refer) calls it the same way.
 */
import { type EnquiryKind, type EnquirySource, type HeardAbout, sourceOf, type VisitTrailLookup } from "~/lib/enquiry-sources";
import { localeOfPath } from "~/lib/locale";
import { recordEnquirySource } from "~/server/domain/enquiry-sources.server";
import { visitTrail } from "~/server/domain/page-views.server";
import { maskedPath } from "~/server/infra/request-path.server";

export interface CaptureOptions {
  /** A hidden field of the form as sent (utm_*, partner). */
  field(name: string): string | undefined;
  /** A partner code the caller knows (a /refer/<code> link). */
  partner?: string | null;
  heard?: HeardAbout | null;
  /** The visit trail's lookup; the server's own page-view counting by default. */
  lookup?: VisitTrailLookup;
  now: Date;
}

/** The source of the enquiry this request sends; a failed trail lookup leaves the trail out. */
export async function captureEnquirySource(request: Request, clientIp: string, options: CaptureOptions): Promise<EnquirySource> {
  const lookup = options.lookup ?? visitTrail;
  const trail = await lookup({ ip: clientIp, userAgent: request.headers.get("User-Agent") ?? "" }, options.now).catch((error: unknown) => {
    console.error("could not look up the visit trail", error);
    return null;
  });
  return sourceOf({
    actionUrl: request.url,
    referer: request.headers.get("Referer"),
    field: options.field,
    trail,
    partner: options.partner,
    language: localeOfPath(new URL(request.url).pathname),
    heard: options.heard,
    maskPath: maskedPath,
  });
}

/**
 * Captures and stores the source of a record just stored. Never fails the
 * submission: the record is kept, and a source that could not be is logged.
 */
export async function keepEnquirySource(kind: EnquiryKind, recordId: number, request: Request, clientIp: string, options: CaptureOptions): Promise<void> {
  try {
    const source = await captureEnquirySource(request, clientIp, options);
    await recordEnquirySource(kind, recordId, source, options.now);
  } catch (error) {
    console.error(`could not keep the source of ${kind} ${recordId}`, error);
  }
}
