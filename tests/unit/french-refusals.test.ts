/**
 * The server's own size refusal (before any route reads the body) answers in
 * the language of the address: a French page's form gets it in French.
 */
import { describe, expect, test } from "vitest";
import { bodyRefusal } from "~/server/infra/http-gate.server";

describe("the body cap's refusal", () => {
  test("in French on a French address, in English elsewhere", () => {
    const refusalAt = (path: string, contentLength: string) => bodyRefusal({ method: "POST", path, contentLength, chunked: false });
    expect(refusalAt("/fr/nous-joindre", "70000")).toEqual({ status: 413, message: "La demande est trop volumineuse (au plus 64 Ko)." });
    expect(refusalAt("/fr/nous-joindre.data", "70000")?.message).toBe("La demande est trop volumineuse (au plus 64 Ko).");
    expect(refusalAt("/contact", "70000")).toEqual({ status: 413, message: "The request is too large (at most 64 KB)." });
    expect(refusalAt("/job", String(60 * 1024 * 1024))?.message).toBe("The request is too large (at most 50 MB).");
  });
});
