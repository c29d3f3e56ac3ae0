/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { planOffersData } from "../../../../src/calculators/plan-offers"

const SITE = { firmName: "A Firm", areaServed: "United States" }
const SITE_URL = "https://example.com"

type Schedule = Queries.PlanSectionsContentFragment["schedules"][number]

const schedule = (fields: Partial<Schedule>): Schedule => ({
  effectiveFrom: "2026-01-01",
  billing: "month",
  driver: "monthlyExpenses",
  tiers: [
    { upTo: 10000, amount: 250 },
    { upTo: null, amount: null },
  ],
  addOns: [],
  yearlyDiscount: null,
  ...fields,
})

const planWith = (schedules: Schedule[]) => ({
  name: "Bookkeeping",
  summary: "Monthly books.",
  fields: { path: "/pricing/bookkeeping" },
  schedules,
})

/** An Offer as the module writes it, for a price in a billing unit (none for a fee billed once). */
const offer = (price: number, validFrom: string, unitCode?: string, validThrough?: string) => ({
  "@type": "Offer",
  priceCurrency: "USD",
  price,
  priceSpecification: {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: "USD",
    ...(unitCode && { unitCode, billingDuration: 1 }),
  },
  validFrom,
  ...(validThrough && { validThrough }),
})

describe("planOffersData: a plan as schema.org data, a Service with the offers its page shows", () => {
  it("is a Service of the firm at the plan's canonical address, named and described as the plan", () => {
    const data = planOffersData(SITE, SITE_URL, planWith([schedule({})]), "2026-06-01")
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": "https://example.com/pricing/bookkeeping#service",
      name: "Bookkeeping",
      description: "Monthly books.",
      url: "https://example.com/pricing/bookkeeping",
      areaServed: "United States",
      provider: { "@type": "Organization", "@id": "https://example.com/#organization", name: "A Firm" },
    })
  })

  it("offers each priced tier of the fees in effect, in US dollars a month or a year, none for a tier on request", () => {
    const monthly = planOffersData(SITE, SITE_URL, planWith([schedule({})]), "2026-01-01")
    expect(monthly.offers).toEqual([offer(250, "2026-01-01", "MON")])
    const yearly = planOffersData(SITE, SITE_URL, planWith([schedule({ billing: "year" })]), "2026-01-01")
    expect(yearly.offers).toEqual([offer(250, "2026-01-01", "ANN")])
    const once = planOffersData(
      SITE,
      SITE_URL,
      planWith([schedule({ billing: "once", driver: "none", tiers: [{ upTo: null, amount: 450 }] })]),
      "2026-01-01"
    )
    expect(once.offers).toEqual([offer(450, "2026-01-01")])
  })

  it("offers nothing before the first fees take effect, nor an announced schedule's", () => {
    const later = schedule({ effectiveFrom: "2026-07-01", tiers: [{ upTo: null, amount: 300 }] })
    expect(planOffersData(SITE, SITE_URL, planWith([later]), "2026-06-30").offers).toEqual([])
    expect(planOffersData(SITE, SITE_URL, planWith([schedule({}), later]), "2026-06-30").offers).toEqual([
      offer(250, "2026-01-01", "MON"),
    ])
  })

  it("offers the replaced fees while they are honoured, valid through their last honoured day, and not the day after", () => {
    const replaced = schedule({})
    const current = schedule({ effectiveFrom: "2026-12-01", tiers: [{ upTo: null, amount: 300 }] })
    const plan = planWith([current, replaced])
    expect(planOffersData(SITE, SITE_URL, plan, "2026-12-30").offers).toEqual([
      offer(300, "2026-12-01", "MON"),
      offer(250, "2026-01-01", "MON", "2026-12-30"),
    ])
    expect(planOffersData(SITE, SITE_URL, plan, "2026-12-31").offers).toEqual([offer(300, "2026-12-01", "MON")])
  })
})
