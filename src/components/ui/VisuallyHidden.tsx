import styled from "@emotion/styled"

/**
 * Text for screen readers and search engines that takes no space on screen. The 1 px sizes are part
 * of the technique (a zero-size element may be skipped by screen readers), not of the design.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`
