/** What a Chromium trace says about a page's main thread (scripts/layout-cost.ts). */

/** The trace events of the work measured: style recalculation and layout. */
const STYLE_AND_LAYOUT = new Set(["UpdateLayoutTree", "Layout"])

interface TraceEvent {
  name: string
  /** The event's phase: "X" a complete event with its duration, "M" metadata such as a thread's name. */
  ph: string
  pid: number
  tid: number
  /** Microseconds. */
  dur?: number
  args?: { name?: string; beginData?: { dirtyObjects?: number } }
}

export interface Trace {
  traceEvents: TraceEvent[]
}

/** The complete events of the renderers' main threads named in `names`. */
function mainThreadEvents(trace: Trace, names: ReadonlySet<string>): TraceEvent[] {
  const mainThreads = new Set(
    trace.traceEvents
      .filter(event => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map(event => `${event.pid}:${event.tid}`)
  )
  return trace.traceEvents.filter(
    event => event.ph === "X" && names.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`)
  )
}

/** The milliseconds the renderers' main threads spent in style recalculation and layout. */
export function styleAndLayoutMs(trace: Trace): number {
  return mainThreadEvents(trace, STYLE_AND_LAYOUT).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
}

/**
 * How many layout objects the layouts laid out, in all: what the layout work depends on, without the
 * machine's noise (the same page laid out the same way counts the same).
 */
export function objectsLaidOut(trace: Trace): number {
  return mainThreadEvents(trace, new Set(["Layout"])).reduce(
    (sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0),
    0
  )
}
