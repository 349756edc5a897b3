import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  acceptedTypesMessage,
  contentMismatchMessage,
  detectFileKind,
  displayFileName,
  dottedExtensions,
  extensionOf,
  kindForExtension,
  tooLargeMessage,
} from "~/lib/file-kinds";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe("file kinds", () => {
  it("tells each kind by its first bytes, and nothing else", () => {
    expect(detectFileKind(bytes("%PDF-1.7"))).toBe("pdf");
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe("doc");
    expect(detectFileKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe("docx");
    expect(detectFileKind(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(detectFileKind(bytes("GIF89a"))).toBe("gif");
    expect(detectFileKind(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe("webp");
    expect(detectFileKind(bytes(0, 0, 0, 0x1c, "ftypavif"))).toBe("avif");
    expect(detectFileKind(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(detectFileKind(bytes("%PD"))).toBeNull();
    expect(detectFileKind(bytes("<html>"))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });

  it("reads a name's extension, lower case, without a path", () => {
    expect(extensionOf("Resume.PDF")).toBe("pdf");
    expect(extensionOf("../../a.b.docx")).toBe("docx");
    expect(extensionOf("C:\\docs\\cv.doc")).toBe("doc");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("noextension")).toBe("");
  });

  it("maps an extension to an accepted kind only", () => {
    expect(kindForExtension("jpg", ["png", "jpeg"])).toBe("jpeg");
    expect(kindForExtension("jpeg", ["png", "jpeg"])).toBe("jpeg");
    expect(kindForExtension("pdf", ["png", "jpeg"])).toBeNull();
  });

  it("words the rules the same for the form and the server", () => {
    expect(acceptedTypesMessage(["pdf", "doc", "docx"])).toBe("Only .pdf, .doc and .docx files are accepted.");
    expect(acceptedTypesMessage(["png"])).toBe("Only .png files are accepted.");
    expect(dottedExtensions(["pdf", "jpeg"])).toEqual([".pdf", ".jpg", ".jpeg"]);
    expect(acceptAttribute(["pdf", "png"])).toBe(".pdf,application/pdf,.png,image/png");
    expect(tooLargeMessage(5 * 1024 * 1024)).toBe("The file is larger than 5 MB.");
    expect(tooLargeMessage(1536 * 1024)).toBe("The file is larger than 1.5 MB.");
    expect(tooLargeMessage(1024)).toBe("The file is larger than 1 KB.");
    expect(contentMismatchMessage("pdf", ["pdf"])).toBe("The file's content is not a real .pdf file. Only .pdf files are accepted.");
  });

  it("shows a visitor's file name without its path or control characters", () => {
    expect(displayFileName("C:\\Users\\me\\cv.pdf")).toBe("cv.pdf");
    expect(displayFileName("../../etc/evil\u0000\u0007.pdf")).toBe("evil.pdf");
    expect(displayFileName("   ")).toBe("file");
    expect(displayFileName(`${"a".repeat(300)}.pdf`)).toHaveLength(200);
  });
});
