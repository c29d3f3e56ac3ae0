import React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { PageProviders } from "./src/components/app/PageProviders"
import { CACHE_KEY, serverStyleAttributes } from "./src/styles/emotion-cache"
import { RespondingParts } from "./src/components/app/responds-to-visitors"
import { respondingPartsAttributes } from "./adapters/static-host/responding-parts-attribute"
// Declare the pages' static parts, and so load their code before any page is rendered (src/components/app/define-static-part.tsx).
import "./src/components/static-parts"
import "./src/calculators/static-parts"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>{element}</PageProviders>
)

/**
 * Puts each page's CSS in <style> elements in the head (Emotion's "advanced" server rendering), instead
 * of Emotion's default of a <style> element before every styled element in the body. The browser then
 * parses the page's CSS once, before the content, and the body holds content only. The browser's cache
 * knows the rules these elements hold and leaves them where they are (src/styles/emotion-cache.ts).
 *
 * It also names, in an attribute of the page's <body>, the parts of the page that respond to a visitor
 * (src/components/app/responds-to-visitors.ts): the adapter takes it out, and leaves every script out of a
 * page with none (adapters/static-host/responding-parts-attribute.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = args => {
  const cache = createCache({ key: CACHE_KEY })
  const emotionServer = createEmotionServer(cache)
  const responding = new Set<string>()
  const { html, styles } = emotionServer.extractCriticalToChunks(
    renderToString(
      <RespondingParts.Provider value={responding}>
        <CacheProvider value={cache}>{args.bodyComponent as React.ReactElement}</CacheProvider>
      </RespondingParts.Provider>
    )
  )
  args.setBodyAttributes(respondingPartsAttributes(responding))
  args.replaceBodyHTMLString(html)
  args.setHeadComponents(
    styles
      .filter(style => style.css)
      .map(style => (
        <style
          key={`${style.key}-${style.ids.join("-")}`}
          {...serverStyleAttributes(style.ids)}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      ))
  )
}
