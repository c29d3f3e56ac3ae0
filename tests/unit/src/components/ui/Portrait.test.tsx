import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Portrait } from "../../../../../src/components/ui/Portrait"
import { madeUpPerson } from "../../../support/fixtures"

/** A photo's sizes as Gatsby's image pipeline makes them (not run by unit tests). */
const image: IGatsbyImageData = {
  layout: "fixed",
  width: 176,
  height: 176,
  images: {
    fallback: { src: "/static/a-176.jpg", srcSet: "/static/a-176.jpg 1x,\n/static/a-352.jpg 2x", sizes: "176px" },
    sources: [
      { type: "image/avif", srcSet: "/static/a-176.avif 1x,\n/static/a-352.avif 2x", sizes: "176px" },
      { type: "image/webp", srcSet: "/static/a-176.webp 1x,\n/static/a-352.webp 2x", sizes: "176px" },
    ],
  },
}

/** The made-up person's photo's description. */
const { alt } = madeUpPerson.photo

describe("Portrait", () => {
  it("is a picture offering each format the pipeline made, then the fallback image", () => {
    const { container } = render(<Portrait image={image} alt={alt} />)
    const picture = container.querySelector("picture")!
    expect([...picture.children].map(child => child.localName)).toEqual(["source", "source", "img"])
    const sources = [...picture.querySelectorAll("source")]
    expect(sources.map(source => [source.type, source.srcset, source.sizes])).toEqual(
      image.images.sources!.map(source => [source.type, source.srcSet, source.sizes])
    )
    const img = picture.querySelector("img")!
    expect(img).toHaveAttribute("src", image.images.fallback!.src)
    expect(img).toHaveAttribute("srcset", image.images.fallback!.srcSet)
    expect(img).toHaveAttribute("sizes", image.images.fallback!.sizes)
  })

  it("reserves the photo's place with its width and height, and describes it with its alt text", () => {
    const { getByRole } = render(<Portrait image={image} alt={alt} />)
    const img = getByRole("img", { name: alt })
    expect(img).toHaveAttribute("width", String(image.width))
    expect(img).toHaveAttribute("height", String(image.height))
    expect(img).toHaveAttribute("decoding", "async")
  })

  it("loads the photo when it is scrolled to, unless it is the first a visitor sees", () => {
    const { getByRole, unmount } = render(<Portrait image={image} alt={alt} />)
    expect(getByRole("img")).toHaveAttribute("loading", "lazy")
    unmount()
    expect(render(<Portrait image={image} alt={alt} eager />).getByRole("img")).toHaveAttribute("loading", "eager")
  })

  it("offers only the fallback image when the pipeline made no other format", () => {
    const { container } = render(<Portrait image={{ ...image, images: { fallback: image.images.fallback } }} alt="" />)
    expect(container.querySelectorAll("source")).toHaveLength(0)
    expect(container.querySelector("img")).toHaveAttribute("src", image.images.fallback!.src)
  })
})
