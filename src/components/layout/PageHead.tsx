import React from "react"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { Seo, type SeoProps } from "../seo/Seo"

/** What every page puts in the document's head: its tags (react-helmet) and the global styles. */
export function PageHead(props: SeoProps) {
  return (
    <>
      <GlobalStyles />
      <Seo {...props} />
    </>
  )
}
