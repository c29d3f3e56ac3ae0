import { content } from "../../tools/content"
import { test, expect, ROUTES, navigateInApp, waitForHydration } from "./fixtures"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"

/** The error screen's text is fixed in code on purpose (src/components/app/ErrorBoundary.tsx): it must work when the content is broken. */
const ERROR_HEADING = "Unexpected Application Error!"
const ERROR_HOME_LINK = "home page"

test("a page that throws while rendering shows the error screen, whose home link leads to a working home page", async ({
  page,
}) => {
  const headline = content.home.hero.headline

  // No test-only page ships to visitors: the built thank-you page (which every content has) is broken in
  // transit instead. Its page data loses its text, so the page's component throws when it renders in the browser.
  let corrupted = 0
  await page.route(`**/page-data${THANK_YOU_PATH}/page-data.json`, async route => {
    const response = await route.fetch()
    const pageData = (await response.json()) as { result: { data: { thankYouJson?: unknown } } }
    delete pageData.result.data.thankYouJson
    corrupted++
    await route.fulfill({ response, json: pageData })
  })

  await page.goto(ROUTES.home)
  await waitForHydration(page)
  // A mark that a full page load would wipe: the recovery below must happen inside the running app.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  // Moving to the thank-you page inside the running app, as the app's links do.
  await navigateInApp(page, THANK_YOU_PATH)
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_HEADING)
  expect(corrupted).toBeGreaterThan(0)

  await page.getByRole("link", { name: ERROR_HOME_LINK }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline)
  await expect(page.getByText(ERROR_HEADING)).toHaveCount(0)
  await expect(page.getByRole("contentinfo")).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})
