import { act, fireEvent, screen, within } from "@testing-library/react"
import { createProblemSummary, type NotedProblem } from "../../../../../plugins/content-admin/admin/problem-summary"

/** A summary whose showing waits until the test says the pass is over (`passEnds`). */
function summaryOfPasses() {
  const scheduled: (() => void)[] = []
  const summary = createProblemSummary(show => scheduled.push(show))
  return {
    note: (problem: NotedProblem | undefined) => summary.note(problem),
    /** How many times the summary asked to be shown after a pass. */
    scheduled: () => scheduled.length,
    passEnds: () => void act(() => scheduled.splice(0).forEach(show => show())),
  }
}

const problem = (n: number): NotedProblem => ({ label: `Field ${n}`, id: `field-${n}`, message: `Problem ${n}` })
const alert = () => screen.queryByRole("alert")
const listed = () =>
  within(alert()!)
    .getAllByRole("listitem")
    .map(item => item.textContent)

afterEach(() => {
  // What each test's summaries drew.
  void act(() => window.dispatchEvent(new HashChangeEvent("hashchange")))
  document.body.innerHTML = ""
})

describe("createProblemSummary: the summary of a refused save", () => {
  it("shows nothing during the pass, and once it is over one alert listing the problems in the form's order", () => {
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.note(undefined)
    summary.note(problem(2))
    summary.note(problem(3))
    expect(alert()).toBeNull()
    summary.passEnds()
    expect(screen.getAllByRole("alert")).toHaveLength(1)
    expect(listed()).toEqual([1, 2, 3].map(n => `${problem(n).label}: ${problem(n).message}`))
  })

  it("lists a field that reports twice in a pass once, in its first place, with its latest problem", () => {
    const summary = summaryOfPasses()
    const again = { ...problem(1), message: problem(3).message }
    for (const noted of [problem(1), problem(2), again]) summary.note(noted)
    summary.passEnds()
    expect(listed()).toEqual([again, problem(2)].map(({ label, message }) => `${label}: ${message}`))
    expect(within(alert()!).getByText(/attention/).textContent).toContain("2")
  })

  it("says in its heading how many fields need attention", () => {
    const summary = summaryOfPasses()
    for (const n of [1, 2, 3]) summary.note(problem(n))
    summary.passEnds()
    const heading = within(alert()!).getByText(/attention/)
    expect(heading.textContent).toContain("3")
    expect(alert()).toHaveAccessibleName(heading.textContent)

    const one = summaryOfPasses()
    void act(() => window.dispatchEvent(new HashChangeEvent("hashchange")))
    one.note(problem(1))
    one.passEnds()
    expect(within(alert()!).getByText(/attention/).textContent).toBe("Not saved: one field needs attention")
  })

  it("shows, by default, in the task after the pass: once the checks of one save have all reported", () => {
    jest.useFakeTimers()
    try {
      const summary = createProblemSummary()
      summary.note(problem(1))
      summary.note(problem(2))
      expect(alert()).toBeNull()
      void act(() => jest.runOnlyPendingTimers())
      expect(listed()).toHaveLength(2)
    } finally {
      jest.useRealTimers()
    }
  })

  it("asks to be shown once per pass, however many fields report", () => {
    const summary = summaryOfPasses()
    for (const n of [1, 2, 3]) summary.note(problem(n))
    expect(summary.scheduled()).toBe(1)
    summary.passEnds()
    summary.note(problem(4))
    expect(summary.scheduled()).toBe(1)
  })

  it("shows nothing after a pass that noted no problem", () => {
    const summary = summaryOfPasses()
    summary.note(undefined)
    summary.note(undefined)
    summary.passEnds()
    expect(alert()).toBeNull()
  })

  it("replaces the last pass's problems with the new pass's, and goes when the new pass finds none", () => {
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.note(problem(2))
    summary.passEnds()
    summary.note(problem(3))
    summary.passEnds()
    expect(screen.getAllByRole("alert")).toHaveLength(1)
    expect(listed()).toEqual([`${problem(3).label}: ${problem(3).message}`])
    summary.note(undefined)
    summary.passEnds()
    expect(alert()).toBeNull()
  })

  it("closes with its Close button", () => {
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.passEnds()
    fireEvent.click(within(alert()!).getByRole("button", { name: /close/i }))
    expect(alert()).toBeNull()
  })

  it("closes when the editor goes to another entry or the list (the address changes)", () => {
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.passEnds()
    void act(() => window.dispatchEvent(new HashChangeEvent("hashchange")))
    expect(alert()).toBeNull()
  })

  it("brings the first field into view and focuses it, and another field when its name is chosen", () => {
    const scrolled: Element[] = []
    const fields = [1, 2].map(n => {
      const field = document.createElement("input")
      field.id = problem(n).id
      // jsdom lays nothing out: these fields are shown.
      field.getClientRects = () => [{}] as unknown as DOMRectList
      field.scrollIntoView = () => scrolled.push(field)
      document.body.appendChild(field)
      return field
    })
    const scrollOptions = jest.spyOn(fields[0], "scrollIntoView")
    const focusOptions = jest.spyOn(fields[0], "focus")
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.note(problem(2))
    summary.passEnds()
    expect(document.activeElement).toBe(fields[0])
    expect(scrolled).toEqual([fields[0]])
    // In the middle of the screen, clear of the summary; focused where it was scrolled to.
    expect(scrollOptions).toHaveBeenCalledWith({ block: "center" })
    expect(focusOptions).toHaveBeenCalledWith({ preventScroll: true })
    fireEvent.click(within(alert()!).getByRole("button", { name: problem(2).label }))
    expect(document.activeElement).toBe(fields[1])
    expect(scrolled).toEqual(fields)
  })

  it("brings into view the closed item that holds a field it cannot show, without focusing what it cannot reach", () => {
    const item = document.createElement("div")
    item.getClientRects = () => [{}] as unknown as DOMRectList
    const scrolled: Element[] = []
    item.scrollIntoView = () => scrolled.push(item)
    const field = document.createElement("input")
    field.id = problem(1).id
    item.appendChild(field)
    document.body.appendChild(item)
    const summary = summaryOfPasses()
    summary.note(problem(1))
    summary.passEnds()
    expect(scrolled).toEqual([item])
    expect(document.activeElement).not.toBe(field)
  })
})
