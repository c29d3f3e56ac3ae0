import fs from "fs"
import path from "path"
import { DATA_DIR, SERVICE_PAGES, idOf, listDataFiles, type DataFile } from "../plugins/content-schema/data-files"
import { isLive, pathOf, servicePageOf, type ServicePage } from "../plugins/content-schema/service-pages"

const projectRoot = path.resolve(__dirname, "..")

function readDataFile<T>(fileName: string): DataFile<T> {
  return JSON.parse(fs.readFileSync(path.resolve(projectRoot, DATA_DIR, fileName), "utf8")) as DataFile<T>
}

/** A service page's file, with its id (its file's name) and its place in the site (service-pages.ts). */
export type ServicePageContent = Omit<DataFile<Queries.ServicePageJson>, keyof ServicePage> &
  ServicePage & { path: string }

function readServicePages(): ServicePageContent[] {
  return listDataFiles(projectRoot, DATA_DIR)
    .filter(file => file.startsWith(`${SERVICE_PAGES.folder}/`))
    .map(file => {
      const data = readDataFile<Queries.ServicePageJson>(file)
      const page = servicePageOf(idOf(file), data)
      return { ...data, ...page, retiredTo: page.retiredTo, path: pathOf(page.address) }
    })
}

/**
 * The content the site was built from, for tests and scripts that need the texts editors own: data/, or
 * the folder CONTENT_DIR names, exactly as the build reads it. Tests take every visible text from here,
 * never from a literal, so an editor's valid change never fails them, and every page from here, never
 * from a list of their own, so a page an editor adds is tested too.
 */
export const content = {
  site: readDataFile<Queries.SiteJson>("site.json"),
  home: readDataFile<Queries.HomeJson>("home.json"),
  services: readDataFile<Queries.ServicesJson>("services.json"),
  steps: readDataFile<Queries.StepsJson>("steps.json"),
  whyChoose: readDataFile<Queries.WhyChooseJson>("why-choose.json"),
  testimonials: readDataFile<Queries.TestimonialsJson>("testimonials.json"),
  contact: readDataFile<Queries.ContactJson>("contact.json"),
  /** Every file in data/service-pages/, retired pages included. */
  servicePages: readServicePages(),
  notFound: readDataFile<Queries.NotFoundJson>("not-found.json"),
  thankYou: readDataFile<Queries.ThankYouJson>("thank-you.json"),
}

/** The service pages the site publishes (not retired), in the order of their files. */
export const liveServicePages = content.servicePages.filter(isLive)
