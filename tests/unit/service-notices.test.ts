import { describe, expect, it } from "vitest";
import { isNoticePageGroup, nextNoticeChange, noticePageGroupsOf, noticesForPath, noticeStatus } from "~/lib/service-notices";

const notice = (pages: "all" | string[], startsAt = "2026-12-10T14:00:00.000Z", endsAt = "2026-12-10T22:00:00.000Z") => ({ pages, startsAt, endsAt });
const at = (iso: string) => new Date(iso);

describe("which notices apply to a page at a time", () => {
  it("shows a notice from its start minute (included) until its end minute (excluded)", () => {
    const all = notice("all");
    expect(noticesForPath([all], "/", at("2026-12-10T13:59:59.999Z"))).toEqual([]);
    expect(noticesForPath([all], "/", at("2026-12-10T14:00:00.000Z"))).toEqual([all]);
    expect(noticesForPath([all], "/", at("2026-12-10T21:59:59.999Z"))).toEqual([all]);
    expect(noticesForPath([all], "/", at("2026-12-10T22:00:00.000Z"))).toEqual([]);
    expect([noticeStatus(all, at("2026-12-10T13:00:00Z")), noticeStatus(all, at("2026-12-10T15:00:00Z")), noticeStatus(all, at("2026-12-10T22:00:00Z"))]).toEqual([
      "scheduled",
      "current",
      "past",
    ]);
  });

  it("puts a region's page, its alias and its French twin in the region's group, and no other region's", () => {
    expect(noticePageGroupsOf("/location/peel-region")).toEqual(new Set(["region:peel-region"]));
    expect(noticePageGroupsOf("/fr/emplacements/region-de-peel")).toEqual(new Set(["region:peel-region"]));
    expect(noticePageGroupsOf("/location/ottawa")).toEqual(new Set(["region:ottawa-region"]));
    expect(noticePageGroupsOf("/location/peel-region/")).toEqual(new Set(["region:peel-region"]));
    const peel = notice(["region:peel-region"]);
    const now = at("2026-12-10T15:00:00Z");
    expect(noticesForPath([peel], "/fr/emplacements/region-de-peel", now)).toEqual([peel]);
    expect(noticesForPath([peel], "/location/york-region", now)).toEqual([]);
    expect(noticesForPath([peel], "/", now)).toEqual([]);
  });

  it("matches pages from the database under their group in both editions (postings, referral links, articles)", () => {
    expect(noticePageGroupsOf("/careers/personal-support-worker")).toEqual(new Set(["careers"]));
    expect(noticePageGroupsOf("/fr/carrieres/personal-support-worker")).toEqual(new Set(["careers"]));
    expect(noticePageGroupsOf("/fr/postuler")).toEqual(new Set(["careers"]));
    expect(noticePageGroupsOf("/fr/aiguillage/abc123")).toEqual(new Set(["refer"]));
    expect(noticePageGroupsOf("/fr/blogue/un-article")).toEqual(new Set(["blog"]));
    expect(noticePageGroupsOf("/fr/demande-de-soins")).toEqual(new Set(["request-care"]));
    expect(noticePageGroupsOf("/services/workforce")).toEqual(new Set(["services", "service:workforce"]));
    expect(noticePageGroupsOf("/privacy")).toEqual(new Set());
  });

  it("knows its groups and no others", () => {
    expect(isNoticePageGroup("region:peel-region")).toBe(true);
    expect(isNoticePageGroup("region:atlantis")).toBe(false);
    expect(isNoticePageGroup("all")).toBe(false);
  });
});

describe("when the notices shown change next (the page cache's expiry)", () => {
  it("is the first start or end after now, whichever page it concerns", () => {
    const later = notice(["contact"], "2026-12-11T14:00:00.000Z", "2026-12-11T15:00:00.000Z");
    const current = notice("all");
    expect(nextNoticeChange([later, current], at("2026-12-10T15:00:00Z"))).toBe(Date.parse("2026-12-10T22:00:00.000Z"));
    expect(nextNoticeChange([later, current], at("2026-12-10T22:00:00Z"))).toBe(Date.parse("2026-12-11T14:00:00.000Z"));
    expect(nextNoticeChange([later, current], at("2026-12-11T15:00:00Z"))).toBeNull();
  });
});
