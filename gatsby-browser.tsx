import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageProviders } from "./src/components/PageProviders"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageProviders>{element}</PageProviders>
)
