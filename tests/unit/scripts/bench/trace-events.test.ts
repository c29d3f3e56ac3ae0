import { objectsLaidOut, styleAndLayoutMs } from "../../../../scripts/bench/trace-events"

describe("scripts/bench/trace-events", () => {
  it("sums the style recalculation and layout of the renderers' main threads, in milliseconds, and the objects laid out", () => {
    const main = { pid: 1, tid: 10 }
    const compositor = { pid: 1, tid: 11 }
    const trace = {
      traceEvents: [
        { ...main, ph: "M", name: "thread_name", args: { name: "CrRendererMain" } },
        { ...compositor, ph: "M", name: "thread_name", args: { name: "Compositor" } },
        { ...main, ph: "X", name: "UpdateLayoutTree", dur: 12_500 },
        { ...main, ph: "X", name: "Layout", dur: 30_000, args: { beginData: { dirtyObjects: 120 } } },
        { ...main, ph: "X", name: "Paint", dur: 5_000 },
        { ...main, ph: "B", name: "Layout" },
        { ...compositor, ph: "X", name: "Layout", dur: 99_000, args: { beginData: { dirtyObjects: 7 } } },
        { ...main, ph: "X", name: "Layout", dur: 1_000, args: { beginData: { dirtyObjects: 30 } } },
      ],
    }
    expect(styleAndLayoutMs(trace)).toBe(43.5)
    expect(objectsLaidOut(trace)).toBe(150)
    expect(styleAndLayoutMs({ traceEvents: [] })).toBe(0)
  })
})
