import {
  isPageModuleElement,
  pageModuleFile,
  pageModulesOf,
  PAGE_MODULE_FILE,
} from "../../../../plugins/page-modules/names"

describe("plugins/page-modules/names.ts: the pages' own modules, by name", () => {
  it("finds the modules a page's HTML loads, from the site's top, named after their content", () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="module" src="/calculator-AB12.js"></script>' +
      '<script type="module" src="/search-CD34.js"></script><script src="/x/search-EF56.js"></script>'
    expect(pageModulesOf(html)).toEqual(["calculator", "search"])
    expect(pageModulesOf('<script src="/calculators-AB12.js"></script><script src="/search.js"></script>')).toEqual([])
    expect(isPageModuleElement('<script type="module" src="/calculator-AB12.js">')).toBe(true)
    expect(isPageModuleElement('<script src="/app-1234.js">')).toBe(false)
  })

  it("knows each module's file, and no other", () => {
    expect(pageModuleFile("calculator").test("calculator-5CHC6LM5.js")).toBe(true)
    expect(pageModuleFile("calculator").test("search-5CHC6LM5.js")).toBe(false)
    expect(
      ["search-A1.js", "calculator-B2.js", "app-C3.js", "calculator-.js"].filter(file => PAGE_MODULE_FILE.test(file))
    ).toEqual(["search-A1.js", "calculator-B2.js"])
  })
})
