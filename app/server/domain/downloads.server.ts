/**
 * Finds a download by its file name and reads its bytes. Only names listed in
 * app/content/resources.ts are served (no path from the URL ever reaches the
 * file system). The files come from the build (`<BUILD_DIR>/client/downloads`,
 * copied from public/downloads/ where scripts/generate-pdfs.ts writes them);
 * a build made without that step still answers, with the same document
 * rendered in memory once.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { defaultBusiness } from "~/content/business";
import { allDownloads, type ResourceDownload } from "~/content/resources";
import { renderPlaceholderPdf } from "~/server/domain/resource-pdfs.server";

const rendered = new Map<string, Uint8Array>();

function downloadsDirectory(): string {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client", "downloads");
}

export async function readDownloadFile(
  file: string | undefined,
): Promise<{ download: ResourceDownload; bytes: Uint8Array } | null> {
  const download = allDownloads.find((candidate) => candidate.file === file);
  if (!download) return null;
  try {
    const bytes = await fs.readFile(path.join(downloadsDirectory(), download.file));
    return { download, bytes };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let bytes = rendered.get(download.file);
  if (!bytes) {
    console.warn(`${download.file} is missing from the build (run \`npm run build\`); rendering it in memory`);
    bytes = await renderPlaceholderPdf(download, defaultBusiness.companyName);
    rendered.set(download.file, bytes);
  }
  return { download, bytes };
}
