import { describe, expect, it } from "vitest";
import { formBodyRefusal, gateRequest, isDecodablePath, isUsableHost } from "~/server/infra/http-gate.server";
import { twinOf } from "~/public-pages";

const ok = { method: "GET", host: "localhost:3000", target: "/", contentType: undefined };

describe("the request gate", () => {
  it("answers 405 with Allow for methods the site does not take", () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "PROPFIND"]) {
      expect(gateRequest({ ...ok, method }), method).toEqual({
        status: 405,
        message: "This method is not allowed here.",
        headers: { Allow: "GET, HEAD, POST" },
      });
    }
    for (const method of ["GET", "HEAD"]) expect(gateRequest({ ...ok, method })).toBeNull();
  });

  it("refuses a missing or unusable Host", () => {
    for (const host of [undefined, "", "a b", "evil.example/path", "x:99999999", "ex@mple.com", "ｅxample.com"]) {
      expect(isUsableHost(host), String(host)).toBe(false);
      expect(gateRequest({ ...ok, host })?.status).toBe(400);
    }
    for (const host of ["localhost", "localhost:3000", "www.example.ca", "127.0.0.1:8080", "[::1]:3000", "web_app:3000", "example.ca."]) {
      expect(isUsableHost(host), host).toBe(true);
    }
  });

  it("refuses a path whose %-escapes do not decode, and an absolute-form target", () => {
    for (const target of ["/blog/%", "/%E0%A4%A", "/a%zz", "/%C0"]) {
      expect(isDecodablePath(target), target).toBe(false);
      expect(gateRequest({ ...ok, target })).toEqual({ status: 400, message: "The address is not valid." });
    }
    expect(gateRequest({ ...ok, target: "http://evil.example/" })?.status).toBe(400);
    for (const target of ["//evil.example/", "//x:99999/", "//[/"]) expect(gateRequest({ ...ok, target })?.status, target).toBe(400);
    expect(isDecodablePath("/blog?q=%")).toBe(true);
    expect(isDecodablePath("/caf%C3%A9")).toBe(true);
  });

  it("lets a POST through only with a form body, except to the JSON API", () => {
    const post = { ...ok, method: "POST", target: "/contact" };
    expect(gateRequest({ ...post, contentType: "application/x-www-form-urlencoded" })).toBeNull();
    expect(gateRequest({ ...post, contentType: "application/x-www-form-urlencoded; charset=UTF-8" })).toBeNull();
    expect(gateRequest({ ...post, contentType: "multipart/form-data; boundary=----x" })).toBeNull();
    expect(gateRequest({ ...post, contentType: "Multipart/Form-Data; Boundary=abc" })).toBeNull();
    expect(gateRequest({ ...post, contentType: undefined })?.status).toBe(400);
    expect(gateRequest({ ...post, contentType: "multipart/form-data" })?.status).toBe(400);
    expect(gateRequest({ ...post, contentType: "multipart/form-data; boundary=" })?.status).toBe(400);
    for (const type of ["text/plain", "application/json", "application/xml", "image/png"]) {
      expect(gateRequest({ ...post, contentType: type }), type).toMatchObject({ status: 415 });
    }
    expect(gateRequest({ ...post, target: "/api/send-email", contentType: "application/json" })).toBeNull();
    expect(gateRequest({ ...post, target: "/api/send-email", contentType: "text/plain" })).toBeNull();
    expect(gateRequest({ ...post, target: "/API/Send-Email/", contentType: "text/plain" })).toBeNull();
  });

  it("words the refusal of an unreadable form as the forms do", () => {
    expect(formBodyRefusal(undefined)).toEqual({ status: 400, message: "The form could not be read. Please try again." });
  });
});

describe("the body cap", () => {
  const post = { method: "POST", path: "/contact", contentLength: "10", chunked: false };
  it("gives forms with a file 50 MB, matched as React Router matches routes, and everything else 64 KB", async () => {
    const { bodyRefusal } = await import("~/server/infra/http-gate.server");
    expect(bodyRefusal({ ...post, contentLength: String(64 * 1024) })).toBeNull();
    expect(bodyRefusal({ ...post, contentLength: String(64 * 1024 + 1) })?.status).toBe(413);
    const frenchJobForm = twinOf("/job")!.path;
    for (const path of ["/job", "/JOB", "/job/", "/admin/new", "/admin/edit/5/", "/job.data", frenchJobForm, `${frenchJobForm}.data`]) {
      expect(bodyRefusal({ ...post, path, contentLength: String(20 * 1024 * 1024) }), path).toBeNull();
    }
    expect(bodyRefusal({ ...post, path: "/job", contentLength: String(51 * 1024 * 1024) })?.status).toBe(413);
    expect(bodyRefusal({ ...post, contentLength: "1e3" })?.status).toBe(413);
    expect(bodyRefusal({ ...post, contentLength: undefined, chunked: true })?.status).toBe(411);
    expect(bodyRefusal({ ...post, contentLength: undefined })).toBeNull();
    expect(bodyRefusal({ ...post, method: "GET", contentLength: "999999999" })).toBeNull();
  });
});
