/**
 * What was logged with console.error while `run` ran (React's warnings, such as a duplicate key among a
 * list's items, go there), kept out of the test's output.
 */
export function consoleErrorsDuring(run: () => void): string[] {
  const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  try {
    run()
    return errorSpy.mock.calls.map(call => String(call[0]))
  } finally {
    errorSpy.mockRestore()
  }
}

/** A list an editor filled with one item twice: the first item of `list`, and a copy of it. */
export const twice = <T>(list: readonly T[]): T[] => [list[0], list[0]]
