import {
  deadlineInWords,
  promiseWords,
  replyDeadline,
  replyTimeInWords,
  type ReplyPromise,
} from "../../../../src/lib/reply-promise"

/** The firm: Monday to Friday, 9:00 to 17:00 New York time, a reply within 4 business hours. */
const NEW_YORK: ReplyPromise = {
  timeZone: "America/New_York",
  days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
  opens: "09:00",
  closes: "17:00",
  replyWithinBusinessHours: 4,
}

/** An instant from a wall-clock time with its UTC offset, as the firm's clock or a visitor's shows it. */
const at = (isoWithOffset: string) => new Date(isoWithOffset)

/** Intl's spaces (a narrow no-break space before AM in recent ICU) as plain ones, to compare words. */
const plain = (text: string) => text.replace(/\s/g, " ")

describe("replyDeadline: when the promised business hours have passed since the send", () => {
  // 2026-11-20 is a Friday; New York is on standard time (UTC-5) from 2026-11-01.
  it("counts Friday's last two hours and Monday's first two: sent Friday 15:00, due Monday 11:00", () => {
    expect(replyDeadline(at("2026-11-20T15:00-05:00"), NEW_YORK)).toEqual(at("2026-11-23T11:00-05:00"))
  })

  it("counts from Monday's opening for a send on Saturday: due Monday 13:00", () => {
    expect(replyDeadline(at("2026-11-21T10:30-05:00"), NEW_YORK)).toEqual(at("2026-11-23T13:00-05:00"))
  })

  it("skips a closed date: sent Friday 15:00 with the Monday closed, due Tuesday 11:00", () => {
    const promise = { ...NEW_YORK, closedDates: ["2026-11-23"] }
    expect(replyDeadline(at("2026-11-20T15:00-05:00"), promise)).toEqual(at("2026-11-24T11:00-05:00"))
  })

  it("counts from the next opening for a send on a closed date (Christmas, a Friday): due Monday 13:00", () => {
    const promise = { ...NEW_YORK, closedDates: ["2026-12-24", "2026-12-25"] }
    expect(replyDeadline(at("2026-12-25T10:00-05:00"), promise)).toEqual(at("2026-12-28T13:00-05:00"))
  })

  it("counts the rest of the firm's day when the send is already the next day in UTC: Los Angeles, sent Monday 16:30", () => {
    // 16:30 in Los Angeles (UTC-8) is 00:30 UTC on Tuesday; Monday's last half hour still counts.
    const losAngeles = { ...NEW_YORK, timeZone: "America/Los_Angeles", replyWithinBusinessHours: 1 }
    expect(replyDeadline(at("2026-11-23T16:30-08:00"), losAngeles)).toEqual(at("2026-11-24T09:30-08:00"))
  })

  it("counts a send exactly at opening from that moment: sent Monday 9:00, due 13:00", () => {
    expect(replyDeadline(at("2026-11-23T09:00-05:00"), NEW_YORK)).toEqual(at("2026-11-23T13:00-05:00"))
  })

  it("counts a send exactly at closing from the next opening: sent Monday 17:00, due Tuesday 13:00", () => {
    expect(replyDeadline(at("2026-11-23T17:00-05:00"), NEW_YORK)).toEqual(at("2026-11-24T13:00-05:00"))
  })

  it("counts a send before opening from the opening, and can fall due at closing itself", () => {
    expect(replyDeadline(at("2026-11-23T06:15-05:00"), NEW_YORK)).toEqual(at("2026-11-23T13:00-05:00"))
    expect(replyDeadline(at("2026-11-23T13:00-05:00"), NEW_YORK)).toEqual(at("2026-11-23T17:00-05:00"))
  })

  it("keeps the firm's opening hours across the spring change of daylight saving time (8 March 2026)", () => {
    // Sent Friday 15:00 EST (UTC-5); due Monday 11:00 EDT (UTC-4), an hour less after the send than a week before.
    expect(replyDeadline(at("2026-03-06T15:00-05:00"), NEW_YORK)).toEqual(at("2026-03-09T11:00-04:00"))
  })

  it("keeps the firm's opening hours across the autumn change of daylight saving time (1 November 2026)", () => {
    expect(replyDeadline(at("2026-10-30T15:00-04:00"), NEW_YORK)).toEqual(at("2026-11-02T11:00-05:00"))
  })

  it("counts the hours of the clock on the day the change falls within business hours (23 and 25 hours)", () => {
    const roundTheClock = {
      ...NEW_YORK,
      days: ["sunday"],
      opens: "00:00",
      closes: "23:00",
      replyWithinBusinessHours: 22,
    }
    // Spring: from midnight to 23:00 on 8 March is 22 hours; the reply is due at closing.
    expect(replyDeadline(at("2026-03-08T00:00-05:00"), roundTheClock)).toEqual(at("2026-03-08T23:00-04:00"))
    // Autumn: 1 November has an hour more, so 22 hours from midnight end at 21:00.
    expect(replyDeadline(at("2026-11-01T00:00-04:00"), roundTheClock)).toEqual(at("2026-11-01T21:00-05:00"))
  })

  it("opens an hour late on the day the clocks skip its opening time, and at the first of a repeated one", () => {
    const small = { ...NEW_YORK, days: ["sunday"], replyWithinBusinessHours: 1 }
    // 02:30 does not exist on 8 March 2026 in New York: read with the offset before the jump, it is 03:30 EDT.
    expect(replyDeadline(at("2026-03-08T00:00-05:00"), { ...small, opens: "02:30", closes: "05:00" })).toEqual(
      at("2026-03-08T04:30-04:00")
    )
    // The same in a zone east of UTC: 02:30 does not exist on 29 March 2026 in Berlin, and is 03:30 CEST.
    const berlin = { ...small, timeZone: "Europe/Berlin", opens: "02:30", closes: "05:00" }
    expect(replyDeadline(at("2026-03-29T00:00+01:00"), berlin)).toEqual(at("2026-03-29T04:30+02:00"))
    // 01:30 comes twice on 1 November 2026: the firm opens at the first, 01:30 EDT.
    expect(replyDeadline(at("2026-11-01T00:00-04:00"), { ...small, opens: "01:30", closes: "05:00" })).toEqual(
      at("2026-11-01T02:30-04:00")
    )
  })

  it("takes days and hours in the firm's zone, whatever the instant's date in UTC", () => {
    // Friday 23:30 in New York is Saturday in UTC: the firm's Friday is over, Monday counts.
    expect(replyDeadline(at("2026-11-20T23:30-05:00"), NEW_YORK)).toEqual(at("2026-11-23T13:00-05:00"))
    const tokyo = { ...NEW_YORK, timeZone: "Asia/Tokyo" }
    // Monday 08:00 in Tokyo is Sunday 23:00 UTC: the reply is due at 13:00 Tokyo time that Monday.
    expect(replyDeadline(at("2026-11-23T08:00+09:00"), tokyo)).toEqual(at("2026-11-23T13:00+09:00"))
  })

  it("spreads a long promise over several days and weeks of a firm open Sunday to Thursday", () => {
    const dubai = {
      timeZone: "Asia/Dubai",
      days: ["sunday", "monday", "tuesday", "wednesday", "thursday"],
      opens: "08:30",
      closes: "16:30",
      replyWithinBusinessHours: 20,
    }
    // Thursday 14:30: 2 hours Thursday, 8 Sunday, 8 Monday, 2 Tuesday.
    expect(replyDeadline(at("2026-11-19T14:30+04:00"), dubai)).toEqual(at("2026-11-24T10:30+04:00"))
  })

  it("looks as many weeks ahead as a long promise needs when the firm opens one hour one day a week", () => {
    const mondayMornings = {
      ...NEW_YORK,
      days: ["monday"],
      opens: "09:00",
      closes: "10:00",
      replyWithinBusinessHours: 30,
    }
    // Sent Monday 23 November at closing: the thirtieth Monday after it is 21 June 2027, on daylight saving time.
    expect(replyDeadline(at("2026-11-23T10:00-05:00"), mondayMornings)).toEqual(at("2027-06-21T10:00-04:00"))
  })

  it("accepts the send as a number of milliseconds too", () => {
    const sent = at("2026-11-20T15:00-05:00")
    expect(replyDeadline(sent.getTime(), NEW_YORK)).toEqual(replyDeadline(sent, NEW_YORK))
  })

  it("finds the deadline past many closed dates, and says so when no day ever opens", () => {
    const closedDates = Array.from({ length: 30 }, (_, day) => `2026-12-${String(day + 1).padStart(2, "0")}`)
    expect(replyDeadline(at("2026-11-30T17:00-05:00"), { ...NEW_YORK, closedDates })).toEqual(
      at("2026-12-31T13:00-05:00")
    )
    expect(() => replyDeadline(at("2026-11-30T17:00-05:00"), { ...NEW_YORK, days: [] })).toThrow(/open day/)
    expect(() => replyDeadline(at("2026-11-30T17:00-05:00"), { ...NEW_YORK, days: ["mon"] })).toThrow(/open day/)
    expect(() => replyDeadline(at("2026-11-30T17:00-05:00"), { ...NEW_YORK, closes: "09:00" })).toThrow(/closing time/)
  })

  it("passes over the Sundays whose only open hour the clocks skip, however long the promise", () => {
    // New York's clocks jump from 2:00 to 3:00 on the second Sunday of March: 2:00 to 3:00 is no time that day,
    // and the autumn's repeated hour (1:00 to 2:00) gives none back.
    const sundayNights = {
      ...NEW_YORK,
      days: ["sunday"],
      opens: "02:00",
      closes: "03:00",
      replyWithinBusinessHours: 200,
    }
    // Sent Sunday 6 December 2026 at closing: the 200 Sundays that count end on 3 November 2030, four skipped.
    expect(replyDeadline(at("2026-12-06T03:00-05:00"), sundayNights)).toEqual(at("2030-11-03T03:00-05:00"))
  })
})

describe("deadlineInWords: the deadline in the visitor's own zone", () => {
  const deadline = at("2026-11-23T11:00-05:00")
  const sent = at("2026-11-20T15:00-05:00")

  it("names the weekday and the time: Monday 11:00 AM in New York, Monday 8:00 AM in Los Angeles", () => {
    expect(plain(deadlineInWords(deadline, sent, "en-US", "America/New_York"))).toBe("Monday 11:00 AM")
    expect(plain(deadlineInWords(deadline, sent, "en-US", "America/Los_Angeles"))).toBe("Monday 8:00 AM")
  })

  it("gives a visitor ahead of the firm their own calendar day: Tuesday 1:00 AM in Tokyo", () => {
    expect(plain(deadlineInWords(deadline, sent, "en-US", "Asia/Tokyo"))).toBe("Tuesday 1:00 AM")
  })

  it("adds the date when the deadline is six days or more away", () => {
    const justUnder = at("2026-11-26T14:59-05:00")
    expect(plain(deadlineInWords(justUnder, sent, "en-US", "America/New_York"))).toBe("Thursday 2:59 PM")
    const sixDays = at("2026-11-26T15:00-05:00")
    expect(plain(deadlineInWords(sixDays, sent, "en-US", "America/New_York"))).toBe("Thursday, November 26 at 3:00 PM")
    const later = at("2026-11-27T11:00-05:00")
    expect(plain(deadlineInWords(later, sent, "en-US", "America/New_York"))).toBe("Friday, November 27 at 11:00 AM")
  })

  it("follows the locale's way of writing times", () => {
    expect(deadlineInWords(deadline, sent, "en-GB", "Europe/London")).toBe("Monday 16:00")
  })
})

describe("promiseWords and replyTimeInWords: the promise as a page without scripts states it", () => {
  it("states Monday to Friday, 9 to 5, New York time, in the locale's words", () => {
    expect(Object.fromEntries(Object.entries(promiseWords(NEW_YORK, "en-US")).map(([k, v]) => [k, plain(v)]))).toEqual({
      hours: "4",
      days: "Monday–Friday",
      opens: "9 AM",
      closes: "5 PM",
      timeZone: "New York",
    })
  })

  it("writes minutes only when there are some, and a zone's place with spaces", () => {
    const words = promiseWords(
      { ...NEW_YORK, opens: "08:30", closes: "17:45", timeZone: "America/Argentina/Buenos_Aires" },
      "en-US"
    )
    expect([plain(words.opens), plain(words.closes), words.timeZone]).toEqual(["8:30 AM", "5:45 PM", "Buenos Aires"])
  })

  it("keeps a run across the weekend whole, and lists days that are not a run of three", () => {
    const days = (list: string[]) => promiseWords({ ...NEW_YORK, days: list }, "en-US").days
    expect(days(["sunday", "monday", "tuesday", "wednesday", "thursday"])).toBe("Sunday–Thursday")
    expect(days(["friday", "saturday", "sunday"])).toBe("Friday–Sunday")
    expect(days(["monday", "wednesday", "friday"])).toBe("Monday, Wednesday, and Friday")
    expect(days(["monday", "tuesday", "thursday", "friday", "saturday"])).toBe("Monday, Tuesday, and Thursday–Saturday")
    expect(days(["saturday", "sunday", "monday"])).toBe("Saturday–Monday")
    expect(days(["saturday", "friday", "thursday", "wednesday", "tuesday", "monday", "sunday"])).toBe("Monday–Sunday")
  })

  it("fills an editor's reply time with them, and leaves it as written without a promise", () => {
    const replyTime = "{hours} business hours, {days}, {opens} to {closes} {timeZone} time"
    expect(plain(replyTimeInWords(replyTime, NEW_YORK, "en-US"))).toBe(
      "4 business hours, Monday–Friday, 9 AM to 5 PM New York time"
    )
    expect(replyTimeInWords("24 hours", null, "en-US")).toBe("24 hours")
    expect(replyTimeInWords("24 hours", undefined, "en-US")).toBe("24 hours")
  })
})
