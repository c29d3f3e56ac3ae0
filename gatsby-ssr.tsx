import React from "react"
import type { GatsbySSR } from "gatsby"
import { PageProviders } from "./src/components/PageProviders"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageProviders>{element}</PageProviders>
)
