import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageProviders } from "./src/components/app/PageProviders"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>{element}</PageProviders>
)
