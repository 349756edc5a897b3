/**
 * /resources/download/{file}: the PDFs of the employee resources page and the
 * brochure, always as a download named after the title. The files
 * are generated into public/downloads/ before each build (scripts/generate-pdfs.ts)
 * and copied by Vite into the build; see docs/decisions/0122-resource-downloads.md.
 */
import { attachmentDisposition, fileNameFromTitle } from "~/lib/download-filename";
import { readDownloadFile } from "~/server/domain/downloads.server";
import type { Route } from "./+types/download";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await readDownloadFile(params.file);
  if (!found) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(found.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(fileNameFromTitle(found.download.title, "pdf")),
      // Not hashed URLs: cache for an hour, like the other static files.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
