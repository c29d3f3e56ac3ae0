import React from "react"
import styled from "@emotion/styled"
import { color, font, layout, radius, size, space } from "../../styles/theme"

interface RichTextProps {
  /**
   * HTML made at build time from an editor's Markdown (a rich text's `…Html` field): sanitized there, so
   * nothing in it can run (plugins/content-model/rich-text.ts). Never pass anything else.
   */
  html: string
}

/** An editor's rich text (an article, a biography, a policy) set for reading: a comfortable measure and rhythm. */
export function RichText({ html }: RichTextProps) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />
}

const Prose = styled.div`
  max-width: ${layout.narrow};
  font-size: ${font.size.quote};

  & > * + * {
    margin-top: ${space.md};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-top: ${space.xl};
    font-size: ${font.size.title};
    line-height: ${font.lineHeight.snug};
  }

  h2 {
    font-size: ${font.size.groupTitle};
  }

  ul,
  ol {
    padding-left: ${space.lg};
  }

  li + li {
    margin-top: ${space.xs};
  }

  /* A link in running text keeps its line's height, and is at least the least target to tap (its padding). */
  a {
    padding-block: ${space.xs};
    text-underline-offset: ${font.underlineOffset};
  }

  blockquote {
    padding-left: ${space.md};
    border-left: ${space.xs} solid ${color.border};
    color: ${color.muted};
  }

  code {
    padding: 0 ${space.xs};
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
  }

  pre {
    overflow-x: auto;
    padding: ${space.md};
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
  }

  /* A wide table scrolls sideways inside the text instead of widening the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${font.size.body};
  }

  th,
  td {
    padding: ${space.sm} ${space.md};
    border: ${size.hairline} solid ${color.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${color.surfaceAlt};
    color: ${color.ink};
  }
`
