/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { clockInstant, firmTime, firmTimeZone } from "../../../../src/lib/clock"

describe("clockInstant: the one instant the site's dates count from", () => {
  it("is SOURCE_DATE_EPOCH's when it is given, as whole seconds since 1970", () => {
    expect(clockInstant("1796774400").toISOString()).toBe("2026-12-09T00:00:00.000Z")
    expect(clockInstant("0").toISOString()).toBe("1970-01-01T00:00:00.000Z")
  })

  it("is now when none is given, or an empty one", () => {
    // `npm test` sets SOURCE_DATE_EPOCH for the whole run: without it here, the default would read that.
    const saved = process.env.SOURCE_DATE_EPOCH
    delete process.env.SOURCE_DATE_EPOCH
    try {
      const before = Date.now()
      for (const given of [undefined, ""]) {
        const instant = clockInstant(given).getTime()
        expect(instant).toBeGreaterThanOrEqual(before)
        expect(instant).toBeLessThanOrEqual(Date.now())
      }
    } finally {
      if (saved !== undefined) process.env.SOURCE_DATE_EPOCH = saved
    }
  })

  it("reads the environment's SOURCE_DATE_EPOCH by default", () => {
    const saved = process.env.SOURCE_DATE_EPOCH
    process.env.SOURCE_DATE_EPOCH = "1796774400"
    try {
      expect(clockInstant().toISOString()).toBe("2026-12-09T00:00:00.000Z")
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH
      else process.env.SOURCE_DATE_EPOCH = saved
    }
  })

  it("refuses what is not whole seconds, saying what it holds", () => {
    for (const wrong of ["soon", "1.5", "-1", "1e9"])
      expect(() => clockInstant(wrong)).toThrow(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (now "${wrong}")`)
  })
})

describe("firmTime: an instant's day and minute in the firm's zone", () => {
  // 04:30 UTC on 9 December 2026: still the 8th in New York, already the 9th in Tokyo.
  const instant = new Date("2026-12-09T04:30:00Z")

  it("reads the day and the minute in the zone named, on either side of midnight", () => {
    expect(firmTime(instant, "America/New_York")).toEqual({
      date: "2026-12-08",
      dateTime: "2026-12-08T23:30",
      timeZone: "America/New_York",
    })
    expect(firmTime(instant, "Asia/Tokyo")).toEqual({
      date: "2026-12-09",
      dateTime: "2026-12-09T13:30",
      timeZone: "Asia/Tokyo",
    })
    expect(firmTime(instant, "UTC").dateTime).toBe("2026-12-09T04:30")
  })

  it("writes midnight as 00, not 24", () => {
    expect(firmTime(new Date("2026-12-09T05:00:00Z"), "America/New_York").dateTime).toBe("2026-12-09T00:00")
  })

  it("follows the zone's daylight saving time", () => {
    // New York is UTC−4 in July, UTC−5 in December.
    expect(firmTime(new Date("2026-07-01T12:00:00Z"), "America/New_York").dateTime).toBe("2026-07-01T08:00")
    expect(firmTime(new Date("2026-12-01T12:00:00Z"), "America/New_York").dateTime).toBe("2026-12-01T07:00")
  })
})

describe("firmTimeZone: the zone of the firm's dates", () => {
  it("is the reply promise's, and UTC where the content names none", () => {
    expect(firmTimeZone({ replyPromise: { timeZone: "America/Chicago" } })).toBe("America/Chicago")
    for (const contact of [{}, { replyPromise: {} }, { replyPromise: { timeZone: "" } }, undefined, null])
      expect(firmTimeZone(contact)).toBe("UTC")
  })
})
