import fs from "fs"
import path from "path"
import { DATA_DIR } from "../plugins/content-schema/data-files"

/** A data file as editors write it: the GraphQL type of its node, without the node's own fields. */
type DataFile<T> = Omit<T, keyof Queries.Node>

const projectRoot = path.resolve(__dirname, "..")

function readDataFile<T>(fileName: string): DataFile<T> {
  return JSON.parse(fs.readFileSync(path.resolve(projectRoot, DATA_DIR, fileName), "utf8")) as DataFile<T>
}

/**
 * The content the site was built from, for tests and scripts that need the texts editors own: data/, or
 * the folder CONTENT_DIR names, exactly as the build reads it. Tests take every visible text from here,
 * never from a literal, so an editor's valid change never fails them.
 */
export const content = {
  site: readDataFile<Queries.SiteJson>("site.json"),
  home: readDataFile<Queries.HomeJson>("home.json"),
  services: readDataFile<Queries.ServicesJson>("services.json"),
  steps: readDataFile<Queries.StepsJson>("steps.json"),
  whyChoose: readDataFile<Queries.WhyChooseJson>("why-choose.json"),
  testimonials: readDataFile<Queries.TestimonialsJson>("testimonials.json"),
  contact: readDataFile<Queries.ContactJson>("contact.json"),
  advisory: readDataFile<Queries.AdvisoryJson>("advisory.json"),
  notFound: readDataFile<Queries.NotFoundJson>("not-found.json"),
  thankYou: readDataFile<Queries.ThankYouJson>("thank-you.json"),
}
