import Bowser from "bowser";

/** "Firefox on Windows", "Safari on iOS": a session's device, read from its user agent (bowser). */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || "Unknown browser";
  const os = parsed.os.name;
  return os ? `${browser} on ${os}` : browser;
}
