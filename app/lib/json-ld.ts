/**
 * Serialises structured data for a `<script type="application/ld+json">`.
 *
 * Every "<" becomes "\u003c" (still valid JSON: a parser reads it back as "<"),
 * so no value can close the script element ("</script>") or open a comment;
 * the line/paragraph separators U+2028/U+2029 are escaped as well.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
