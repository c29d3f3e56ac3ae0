/**
 * What the site's components import from "gatsby", for the admin's bundle, where Gatsby's runtime does
 * not run: links are plain links (a preview does not navigate), and GraphQL fragments are not needed.
 */
import React from "react"

export function Link({ to, children, ...props }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}

export function graphql(): void {}
