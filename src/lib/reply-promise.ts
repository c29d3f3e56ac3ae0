import { tzOffset } from "@date-fns/tz"
import { fillTemplate } from "./fill-template"

/**
 * The firm's reply promise (data/contact.json `replyPromise`): its business days and hours in its own time
 * zone, the dates it is closed, and how many business hours a reply takes.
 */
export interface ReplyPromise {
  /** An IANA time zone, such as America/New_York: the zone of `opens`, `closes` and `closedDates`. */
  timeZone: string
  /** Lower-case English weekday names: `monday`. */
  days: readonly string[]
  /** 24-hour `HH:MM` in the firm's zone; `opens` is before `closes` (the content check makes sure). */
  opens: string
  closes: string
  replyWithinBusinessHours: number
  /** `YYYY-MM-DD` in the firm's zone. */
  closedDates?: readonly string[] | null
}

/** The weekdays as the promise names them, in the order of `Date.getUTCDay()` (Sunday first). */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * The instant at which the clocks of `timeZone` show the wall-clock time `wall` (a time of day on a calendar
 * date, given as if it were UTC). Where the clocks jump, it reads times as RFC 5545 and Temporal do by default: a
 * time they skip with the offset before the jump (02:30 on a spring morning in New York is 03:30 EDT), a time they
 * show twice as the first. Clocks change at most once a day, so the offsets a day before and a day after are the
 * only two that a time can have. With @date-fns/tz's offset of a zone at an instant, and no subclass of Date (which
 * a page that replaces Date, as a test's fake clock does, would break).
 */
function instantOf(wall: number, timeZone: string): number {
  const withOffsetOf = (moment: number) => wall - tzOffset(timeZone, new Date(moment)) * MINUTE_MS
  const shows = (instant: number) => withOffsetOf(instant) === instant
  const [before, after] = [withOffsetOf(wall - DAY_MS), withOffsetOf(wall + DAY_MS)]
  if (shows(before) && shows(after)) return Math.min(before, after)
  return shows(after) ? after : before
}

/** `"09:30"` → minutes after midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number)
  return hours * 60 + minutes
}

/**
 * The moment by which the firm promises to reply to an inquiry sent at `sentAt`: when
 * `replyWithinBusinessHours` hours have passed since then, counting only the open hours of open days (a
 * weekday of `days` that is not one of `closedDates`), each day's hours taken in the firm's zone. An hour
 * is an hour of the clock: a day on which daylight saving time changes keeps its opening and closing times.
 * A send outside business hours counts from the next opening; one at closing time, from the next day's.
 *
 * Pure: the clock is an argument, so that the answer never depends on the day it is computed. Throws for a
 * promise without an open day or with a closing time not after its opening time (the content check refuses both).
 */
export function replyDeadline(sentAt: Date | number, promise: ReplyPromise): Date {
  const sent = typeof sentAt === "number" ? sentAt : sentAt.getTime()
  const { timeZone } = promise
  const [opens, closes] = [minutesOf(promise.opens), minutesOf(promise.closes)]
  const openDays = new Set(promise.days)
  const closedDates = new Set(promise.closedDates ?? [])
  // Then every week has open hours, but on the closed dates (a finite list) and on a day the clocks change within
  // business hours (a couple a year): the search below ends.
  if (!WEEKDAYS.some(weekday => openDays.has(weekday)) || closes <= opens)
    throw new Error("A reply promise needs an open day, and a closing time after its opening time")
  let remaining = promise.replyWithinBusinessHours * HOUR_MS
  // The calendar day of the send in the firm's zone (read as UTC): the first day that can count.
  const local = new Date(sent + tzOffset(timeZone, new Date(sent)) * MINUTE_MS)
  for (let day = 0; ; day++) {
    // The day `day` days after the send's, whatever its length in hours: calendar arithmetic, in UTC.
    const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day))
    if (!openDays.has(WEEKDAYS[date.getUTCDay()]) || closedDates.has(date.toISOString().slice(0, 10))) continue
    const at = (minutes: number) => instantOf(date.getTime() + minutes * MINUTE_MS, timeZone)
    const from = Math.max(at(opens), sent)
    const until = at(closes)
    if (from >= until) continue
    if (until - from >= remaining) return new Date(from + remaining)
    remaining -= until - from
  }
}

/**
 * The deadline as a visitor reads it: its weekday and time in their own zone (`timeZone`, or the browser's),
 * "Monday 11:00 AM"; with the date too when it is a week or more away, so that the weekday cannot be
 * mistaken for this week's.
 */
export function deadlineInWords(deadline: Date, now: Date, locale: string, timeZone?: string): string {
  const farOff = deadline.getTime() - now.getTime() >= 6 * DAY_MS
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    ...(farOff && { month: "long", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone && { timeZone }),
  }).format(deadline)
}

/**
 * The parts of a promise as words, for an editor's text that states it ('{hours} business hours, {days},
 * {opens} to {closes} {timeZone} time'): `hours` "4"; `days` "Monday–Friday" (runs of three days or more as a
 * range, joined in the locale's words: "Monday, Wednesday and Friday"); `opens`/`closes` "9 AM", "5:30 PM";
 * `timeZone` the place the zone is named after, "New York". Made at build time, never in a browser.
 */
export function promiseWords(promise: ReplyPromise, locale: string): Record<string, string> {
  const dayName = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" })
  // Monday first: 2024-01-01 was a Monday.
  const week = [1, 2, 3, 4, 5, 6, 0].map(index => ({
    open: promise.days.includes(WEEKDAYS[index]),
    name: dayName.format(Date.UTC(2024, 0, 1 + ((index + 6) % 7))),
  }))
  const runs: string[][] = []
  week.forEach((day, index) => {
    if (day.open) (index > 0 && week[index - 1].open ? runs.at(-1)! : runs[runs.push([]) - 1]).push(day.name)
  })
  // A run across the weekend (Sunday to Thursday) is one run, and comes first.
  if (runs.length > 1 && week[0].open && week[6].open) runs.unshift([...runs.pop()!, ...runs.shift()!])
  const days = runs.flatMap(run => (run.length >= 3 ? [`${run[0]}–${run.at(-1)!}`] : run))
  const clock = (time: string) => {
    const minutes = minutesOf(time)
    return new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      ...(minutes % 60 !== 0 && { minute: "2-digit" }),
      timeZone: "UTC",
    }).format(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60))
  }
  return {
    hours: new Intl.NumberFormat(locale).format(promise.replyWithinBusinessHours),
    days: new Intl.ListFormat(locale, { type: "conjunction" }).format(days),
    opens: clock(promise.opens),
    closes: clock(promise.closes),
    timeZone: promise.timeZone.split("/").at(-1)!.replace(/_/g, " "),
  }
}

/**
 * The firm's reply time in words, as pages state it without a script (the contact section's introduction,
 * the thank-you page): contact.json's `replyTime`, with a promise's parts filled in where it names them.
 */
export function replyTimeInWords(replyTime: string, promise: ReplyPromise | null | undefined, locale: string): string {
  return promise ? fillTemplate(replyTime, promiseWords(promise, locale)) : replyTime
}
