import React from "react"
import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { radius } from "../../styles/theme"

interface PortraitProps {
  /** A photo's sizes as Gatsby's image pipeline made them (`gatsbyImageData`, gatsby-plugin-sharp). */
  image: IGatsbyImageData
  alt: string
  /** The first photo a visitor sees on the page: loaded at once, not when scrolled to. */
  eager?: boolean
}

/**
 * A person's photo in the sizes Gatsby's image pipeline made at build time (AVIF, and WebP for browsers
 * without it), at its fixed size: `width` and `height` reserve its place, so nothing moves when it arrives,
 * and the browser picks the file for its screen's density, never more than twice the displayed width. A
 * plain `<picture>`, so it needs no script (gatsby-plugin-image's own component fades photos in with one).
 */
export function Portrait({ image, alt, eager = false }: PortraitProps) {
  const { sources = [], fallback } = image.images
  return (
    <Picture>
      {sources.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </Picture>
  )
}

const Picture = styled.picture`
  display: block;
  flex-shrink: 0;

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${radius.pill};
    object-fit: cover;
  }
`
