/**
 * What a request's path means, for the rules that must not be fooled by its
 * spelling (the page cache's never-kept paths, the request log's masking):
 * the path as React Router will match it, and the path as it may be logged.
 * Pure, so every spelling is unit-tested (tests/unit/request-path.test.ts).
 */

/**
 * The path a request target names, in one spelling: what React Router is
 * given (the Express adapter builds `new URL(origin + target)`, which resolves
 * `.`/`..` and `%2e` segments and reads `\` as `/`), each segment
 * percent-decoded (`%2F` too), lower-cased (routes match without regard to
 * case), empty segments dropped (`//`, a trailing `/`) and a final `.data`
 * (React Router's data requests) removed. Broader than the router on
 * purpose: whatever it could match, this names the same way.
 * A target that is not a path ("*", "http://…") gives "".
 */
export function routePathOf(target: string): string {
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  if (!raw.startsWith("/")) return "";
  let pathname: string;
  try {
    pathname = new URL(`http://host${raw}`).pathname;
  } catch {
    pathname = raw;
  }
  const segments = pathname
    .split("/")
    .flatMap((segment) => safeDecode(segment).split("/"))
    .filter((segment) => segment !== "")
    .map((segment) => segment.toLowerCase());
  const last = segments.length - 1;
  if (last >= 0 && segments[last]!.endsWith(".data")) {
    segments[last] = segments[last]!.slice(0, -".data".length);
    if (segments[last] === "") segments.pop();
  }
  return `/${segments.join("/")}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
