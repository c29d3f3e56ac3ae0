/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { ADMIN_SCRIPT } from "../../../../plugins/content-admin/names"

describe("the admin's names", () => {
  it("knows the admin's script by its whole name, not a file beside it or one that merely contains it", () => {
    expect(ADMIN_SCRIPT.test("cms-ABC123.js")).toBe(true)
    expect(ADMIN_SCRIPT.test("cms-ABC123.js.LICENSE.txt")).toBe(false)
    expect(ADMIN_SCRIPT.test("old-cms-ABC123.js")).toBe(false)
  })
})
