import fs from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { recordIdSchema } from "~/schemas/record-id";
import { findResume } from "~/server/domain/submissions.server";
import type { Route } from "./+types/resume-download";

/** "Grace O'Neil résumé.pdf" -> ASCII fallback plus the exact UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A job applicant's resume, for signed-in admins only, always as a download. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const resume = id.success ? await findResume(id.data) : null;
  if (!resume) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const body = Readable.toWeb(fs.createReadStream(resume.path)) as NodeReadableStream<Uint8Array>;
  return new Response(body as unknown as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": resume.contentType,
      "Content-Length": String(resume.size),
      "Content-Disposition": contentDisposition(resume.downloadName),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
