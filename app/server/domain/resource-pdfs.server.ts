/**
 * The placeholder PDFs of the resource downloads and the brochure: one letter
 * page each, drawn with pdf-lib from app/content/resources.ts. Used by
 * scripts/generate-pdfs.ts at build time, and by the download route when a
 * build was made without that step. Output is deterministic (fixed dates),
 * so the same content always gives the same bytes.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { PDFFont } from "pdf-lib";
import { allDownloads, type ResourceDownload } from "~/content/resources";

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, 0.78 in margins
const FIXED_DATE = new Date("2025-01-01T00:00:00Z");

/** The standard fonts only encode WinAnsi: fold typographic characters, drop the rest. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPlaceholderPdf(download: ResourceDownload, companyName: string): Promise<Uint8Array> {
  // Loaded for the first PDF, not when the server starts (0.15 s of CPU): most starts never draw one.
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const BRAND = rgb(15 / 255, 118 / 255, 110 / 255); // --color-brand-700
  const INK = rgb(31 / 255, 41 / 255, 55 / 255);
  const MUTED = rgb(75 / 255, 85 / 255, 99 / 255);
  const pdf = await PDFDocument.create();
  pdf.setTitle(download.title);
  pdf.setAuthor(companyName);
  pdf.setSubject(download.description);
  pdf.setKeywords([download.category, "placeholder"]);
  pdf.setCreator(companyName);
  pdf.setProducer("scripts/generate-pdfs.ts (pdf-lib)");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setLanguage("en-CA");

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const oblique = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.height - PAGE.margin;

  const paragraph = (text: string, font: PDFFont, size: number, color = INK, after = 10) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size * 1.35;
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
    }
    y -= after;
  };

  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND });
  paragraph(companyName, bold, 12, BRAND, 4);
  paragraph(download.category, regular, 10, MUTED, 18);
  paragraph(download.title, bold, 22, INK, 8);
  paragraph(download.description, oblique, 12, MUTED, 18);
  page.drawLine({
    start: { x: PAGE.margin, y: y + 6 },
    end: { x: PAGE.width - PAGE.margin, y: y + 6 },
    thickness: 0.75,
    color: rgb(0.8, 0.84, 0.86),
  });
  y -= 8;
  for (const text of download.body) paragraph(text, regular, 11, INK, 10);

  page.drawText(winAnsi(`Placeholder document - ${companyName}`), {
    x: PAGE.margin,
    y: PAGE.margin / 2,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}

/** Writes every download into `directory`; returns the paths written. */
export async function writeAllPlaceholderPdfs(directory: string, companyName: string): Promise<string[]> {
  await fs.mkdir(directory, { recursive: true });
  const written: string[] = [];
  for (const download of allDownloads) {
    const target = path.join(directory, download.file);
    await fs.writeFile(target, await renderPlaceholderPdf(download, companyName));
    written.push(target);
  }
  return written;
}
