/**
 * The site's one clock. A build, the content check (`npm run check:data`) and the content manager's preview
 * count from one instant: SOURCE_DATE_EPOCH (whole seconds since 1970, UTC: the reproducible-builds convention)
 * when it is set, otherwise now; and they read its date and time in the firm's zone (`firmTimeZone`), or UTC
 * where the content names none. No other code reads the clock for the content's dates (a visitor's page reads
 * the visitor's own: a calculator's month, the contact form's reply time).
 */

/** The instant the site's dates count from, from SOURCE_DATE_EPOCH when it is given, otherwise now. */
export function clockInstant(sourceDateEpoch: string | undefined = sourceDateEpochOfEnvironment()): Date {
  if (sourceDateEpoch === undefined || sourceDateEpoch === "") return new Date()
  if (!/^\d+$/.test(sourceDateEpoch))
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (now ${JSON.stringify(sourceDateEpoch)})`)
  return new Date(Number(sourceDateEpoch) * 1000)
}

/** SOURCE_DATE_EPOCH where there is an environment (Node: a build, a check); none in a browser. */
function sourceDateEpochOfEnvironment(): string | undefined {
  return typeof process === "undefined" ? undefined : process.env.SOURCE_DATE_EPOCH
}

/** An instant as the firm reads it in its zone: its day, `YYYY-MM-DD`, and its minute, `YYYY-MM-DDTHH:mm`. */
export interface FirmTime {
  date: string
  dateTime: string
  timeZone: string
}

/** `instant` in `timeZone` (an IANA zone the runtime knows: the content check has refused any other). */
export function firmTime(instant: Date, timeZone: string): FirmTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map(part => [part.type, part.value])
  )
  const date = `${parts.year}-${parts.month}-${parts.day}`
  return { date, dateTime: `${date}T${parts.hour}:${parts.minute}`, timeZone }
}

/** The zone the firm's dates are in: its reply promise's (data/contact.json), or UTC where it names none. */
export function firmTimeZone(contact: unknown): string {
  const zone = (contact as { replyPromise?: { timeZone?: unknown } } | undefined)?.replyPromise?.timeZone
  return typeof zone === "string" && zone ? zone : "UTC"
}
