/**
 * What a rate limit counts as one client (decision 0210): an IPv4 address,
 * or an IPv6 address's /64, however the address is written.
 */
import { describe, expect, it } from "vitest";
import { clientNetwork } from "~/server/infra/client-ip.server";

describe("clientNetwork", () => {
  it("an IPv6 address counts by its /64, whatever its last 64 bits and however it is written", () => {
    for (const ip of ["2001:db8:4a:7f01::1", "2001:db8:4a:7f01:ffff:1:2:3", "2001:DB8:4A:7F01:0:0:0:9", "2001:0db8:004a:7f01::abcd%eth0"]) {
      expect(clientNetwork(ip), ip).toBe("2001:db8:4a:7f01::/64");
    }
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8:4a:7f02::1")).not.toBe(clientNetwork("2001:db8:4a:7f01::1"));
    expect(clientNetwork("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
  });

  it("an IPv4 address is itself, also written as IPv6", () => {
    expect(clientNetwork("192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("anything else is kept as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("")).toBe("");
  });
});
