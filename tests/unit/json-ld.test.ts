import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "~/lib/json-ld";

describe("serializeJsonLd", () => {
  it("cannot be closed by a value containing </script>", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(out).toContain("\\u003c/script>");
  });

  it("stays valid JSON that reads back to the same data", () => {
    const data = { "@type": "Organization", name: "A <b>&</b> B", note: "line\u2028break\u2029para", list: [1, "<!--"] };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(data);
  });
});
