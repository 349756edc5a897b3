/**
 * The client's IP for a loader or action, carried in React Router's typed
 * context. server/app.ts sets it from Express's req.ip (which believes
 * X-Forwarded-For only when TRUST_PROXY says a proxy is in front) or the
 * proxy's own client header; nothing here reads request headers, so nobody
 * can pick their own rate-limit key.
 */
import { isIPv6 } from "node:net";
import { createContext, type RouterContextProvider } from "react-router";

/** Set once per request by the server entry; there is no default on purpose. */
export const clientIpContext = createContext<string>();

export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(clientIpContext) || "unknown";
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail allowed); null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let address = ip.split("%")[0]!;
  if (!isIPv6(address)) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * What a rate limit counts as one client: an IPv4 address, or an IPv6
 * address's /64 network (one home or phone is given a whole /64, so each of
 * its addresses is not a new client). An IPv4 address written as IPv6
 * (::ffff:192.0.2.1) is that IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
