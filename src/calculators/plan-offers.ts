import type { Offer, Service, WithContext } from "schema-dts"
import { serviceData } from "../components/seo/structured-data"
import { CURRENCY } from "./calculator"
import { scheduleStanding, type FeeSchedule } from "./plan-fees"

/** A fee schedule's billing as UN/CEFACT's unit of a UnitPriceSpecification: a month, a year; none billed once. */
const BILLING_UNITS: Readonly<Record<string, string | undefined>> = { month: "MON", year: "ANN" }

/**
 * A plan as schema.org data: a Service provided by the firm, with an Offer for each priced tier of the fees in
 * effect (a UnitPriceSpecification in US dollars, billed by the month or the year, valid from the day they took
 * effect) and, while they are honoured, of the fees they replaced, valid through their last honoured day: the
 * fees the page shows, no more. A tier priced on request has no offer.
 */
export function planOffersData(
  site: Pick<Queries.SiteChromeFragment, "firmName" | "areaServed">,
  siteUrl: string,
  plan: Pick<Queries.PlanSectionsContentFragment, "name" | "summary" | "fields" | "schedules">,
  today: string
): WithContext<Service> {
  const service = serviceData(site, siteUrl, { name: plan.name, description: plan.summary, path: plan.fields.path })
  const schedules = plan.schedules.map((schedule: Queries.PlanSectionsContentFragment["schedules"][number]) => ({
    ...schedule,
    billing: schedule.billing as FeeSchedule["billing"],
    driver: schedule.driver as FeeSchedule["driver"],
  }))
  const { inEffect, honoured } = scheduleStanding(schedules, today)
  const offersOf = (schedule: FeeSchedule, validThrough?: string): Offer[] =>
    schedule.tiers.flatMap(tier => {
      if (tier.amount === null) return []
      const unitCode = BILLING_UNITS[schedule.billing]
      return [
        {
          "@type": "Offer",
          priceCurrency: CURRENCY,
          price: tier.amount,
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: tier.amount,
            priceCurrency: CURRENCY,
            ...(unitCode && { unitCode, billingDuration: 1 }),
          },
          validFrom: schedule.effectiveFrom,
          ...(validThrough && { validThrough }),
        },
      ]
    })
  return {
    ...service,
    offers: [...(inEffect ? offersOf(inEffect) : []), ...(honoured ? offersOf(honoured.schedule, honoured.until) : [])],
  }
}
