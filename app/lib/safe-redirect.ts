/**
 * Where a visitor may be sent after a form: only a path on this site.
 * The target is parsed the way a browser would (tabs and newlines dropped,
 * backslashes read as slashes, dot segments resolved), and anything whose
 * result starts with "//" (another host) or leaves the site is refused:
 * "/\t/evil.example", "/\\evil.example", "/.//evil.example" all fall back.
 */
const BASE = "http://this-site.invalid";

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
