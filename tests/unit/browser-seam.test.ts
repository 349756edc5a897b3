/**
 * The browser seam (app/lib/browser-seam.ts, decision 0013): its names are
 * consistent, its helpers render what the script finds, and every hook is
 * used by both sides. (This file runs in Node, without a DOM: importing the
 * seam touches no browser global.)
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  fieldHintId,
  fieldMessageId,
  scriptWrittenHooks,
  seam,
  seamAttrs,
  seamNames,
  seamSelector,
  seamValue,
} from "~/lib/browser-seam";

const root = path.resolve(import.meta.dirname, "../..");

describe("the seam's names", () => {
  it("are data attributes whose dataset name is the hook's name", () => {
    for (const name of seamNames) {
      const { attr, selector } = seam[name];
      expect(attr).toMatch(/^data-[a-z]+(-[a-z]+)*$/);
      expect(attr.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())).toBe(name);
      expect(selector).toBe(`[${attr}]`);
    }
  });

  it("never use the test hooks' name", () => {
    expect(seamNames.map((name) => seam[name].attr)).not.toContain("data-testid");
    expect(seamNames.filter((name) => seam[name].attr.startsWith("data-test"))).toEqual([]);
  });
});

describe("seamAttrs", () => {
  it("renders flags empty, values as text, and leaves out false and undefined", () => {
    expect(seamAttrs({ menu: true, menuCloseOutside: true })).toEqual({ "data-menu": "", "data-menu-close-outside": "" });
    expect(seamAttrs({ externalForm: "dialog-1", fileMaxBytes: 5_242_880 })).toEqual({
      "data-external-form": "dialog-1",
      "data-file-max-bytes": "5242880",
    });
    expect(seamAttrs({ toastPersistent: false, toastTitle: undefined })).toEqual({
      "data-toast-persistent": undefined,
      "data-toast-title": undefined,
    });
  });
});

describe("seamSelector and seamValue", () => {
  it("select an exact value, quoted for CSS", () => {
    expect(seamSelector("toast", "error")).toBe('[data-toast="error"]');
    expect(seamSelector("refreshedBy", "/testimonials/new")).toBe('[data-refreshed-by="/testimonials/new"]');
    expect(seamSelector("refreshedBy", 'a"b\\c')).toBe('[data-refreshed-by="a\\"b\\\\c"]');
  });

  it("read a hook's value, undefined when absent", () => {
    const element = { getAttribute: (name: string) => (name === "data-pending-text" ? "Sending..." : null) };
    expect(seamValue(element, "pendingText")).toBe("Sending...");
    expect(seamValue(element, "announceOne")).toBeUndefined();
  });

  it("name a field's hint and message by the field's id", () => {
    expect(fieldHintId("r1-email")).toBe("r1-email-hint");
    expect(fieldMessageId("r1-email")).toBe("r1-email-error");
  });
});

describe("both sides use every hook", () => {
  const sources = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
      .join("\n");
  const script = sources("app/browser");
  const markup = sources("app/components") + sources("app/routes");
  /** The names given to seamAttrs({ … }) anywhere in the markup. */
  const rendered = new Set(
    [...markup.matchAll(/seamAttrs\(\{([\s\S]*?)\}\)/g)].flatMap(([, body]) => [...body!.matchAll(/(?:^|[{,])\s*(\w+)\s*:/g)].map((m) => m[1])),
  );

  it.each(seamNames)("%s: app/browser/ finds, reads or writes it", (name) => {
    expect(new RegExp(`seam\\.${name}\\b|["']${name}["']`).test(script)).toBe(true);
  });

  it.each(seamNames.filter((name) => !scriptWrittenHooks.includes(name)))("%s: a component renders it", (name) => {
    expect(rendered.has(name)).toBe(true);
  });
});
