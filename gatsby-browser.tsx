import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import { PageProviders } from "./src/components/app/PageProviders"
import { browserCache } from "./src/styles/emotion-cache"

/** Emotion's cache, knowing the rules the server's style elements already hold (src/styles/emotion-cache.ts). */
const cache = browserCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={cache}>{element}</CacheProvider>
)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>{element}</PageProviders>
)
