import styled from "@emotion/styled"
import { layout, space } from "../../styles/theme"

/** Centres content at a readable width with the page's side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${layout.maxWidth} + 2 * ${space.gutter});
  margin-inline: auto;
  padding-inline: ${space.gutter};
`
