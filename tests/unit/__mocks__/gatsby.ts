import React from "react"

const gatsby = jest.requireActual("gatsby")

/** Gatsby's Link as a plain anchor, so components render outside a Gatsby app. */
export const Link = jest.fn(
  ({
    to,
    activeClassName,
    activeStyle,
    getProps,
    innerRef,
    partiallyActive,
    replace,
    ...rest
  }: Record<string, unknown>) => React.createElement("a", { ...rest, href: to, ref: innerRef })
)

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const Slice = gatsby.Slice
