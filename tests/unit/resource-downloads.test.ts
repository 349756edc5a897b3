import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { allDownloads, brochure, downloadHref, resourceDownloads } from "~/content/resources";
import { attachmentDisposition, fileNameFromTitle } from "~/lib/download-filename";
import { renderPlaceholderPdf } from "~/server/domain/resource-pdfs.server";

describe("download file names", () => {
  it("are the title plus the extension", () => {
    expect(fileNameFromTitle("2025 Pay Schedule", "pdf")).toBe("2025 Pay Schedule.pdf");
    expect(fileNameFromTitle("Care-app setup steps", "pdf")).toBe("Care-app setup steps.pdf");
  });

  it("drop characters file systems refuse, and never start with a dot", () => {
    expect(fileNameFromTitle('Health / Safety: "TB"?', "pdf")).toBe("Health Safety TB.pdf");
    expect(fileNameFromTitle("../../etc/passwd", "pdf")).toBe("etc passwd.pdf");
    expect(fileNameFromTitle("  ", "pdf")).toBe("download.pdf");
  });

  it("go in an attachment header with an ASCII and a UTF-8 form", () => {
    expect(attachmentDisposition("2025 Pay Schedule.pdf")).toBe(
      `attachment; filename="2025 Pay Schedule.pdf"; filename*=UTF-8''2025%20Pay%20Schedule.pdf`,
    );
    expect(attachmentDisposition("Guide d'accueil é.pdf")).toBe(
      `attachment; filename="Guide d'accueil e.pdf"; filename*=UTF-8''Guide%20d%27accueil%20%C3%A9.pdf`,
    );
  });
});

describe("resource downloads", () => {
  it("are the seven of the spec, plus the brochure", () => {
    expect(resourceDownloads.map((d) => [d.title, d.category])).toEqual([
      ["2025 Pay Schedule", "Payroll"],
      ["Processes Guide", "Operations"],
      ["Care-app setup steps", "Technology"],
      ["Care-app attachments guide", "Technology"],
      ["Timesheet Template", "Payroll"],
      ["Resource guide sign-off", "Compliance"],
      ["Annual TB symptom questionnaire", "Health & Safety"],
    ]);
    expect(allDownloads).toContain(brochure);
    expect(new Set(allDownloads.map((d) => d.file)).size).toBe(allDownloads.length);
    for (const download of allDownloads) {
      expect(download.file).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(downloadHref(download)).toBe(`/resources/download/${download.file}`);
    }
  });

  it("render as valid one-page PDFs titled after the document, the same bytes every time", async () => {
    for (const download of allDownloads) {
      const bytes = await renderPlaceholderPdf(download, "Sinai Home Care");
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      expect(bytes.byteLength).toBeLessThan(20_000);
      const parsed = await PDFDocument.load(bytes);
      expect(parsed.getPageCount()).toBe(1);
      expect(parsed.getTitle()).toBe(download.title);
      expect(Buffer.from(await renderPlaceholderPdf(download, "Sinai Home Care")).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("never spell out a password suffix", () => {
    const text = JSON.stringify(allDownloads);
    expect(text).toContain("first name followed by the suffix HR gives you at orientation");
    expect(text).not.toMatch(/first name (followed by|plus|\+)\s*["'@#!$0-9]/i);
  });
});
