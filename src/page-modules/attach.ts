/**
 * How a page module starts: it makes each element of the page that `selector` finds respond, through the
 * feature's own function, which the same element's component may also call where React renders the page (the
 * content manager's preview, `gatsby develop`, a move inside the app). Module scripts run once the page is
 * parsed, so every such element is there.
 */
export function attachToEvery(selector: string, attach: (root: HTMLElement) => unknown): void {
  for (const root of document.querySelectorAll<HTMLElement>(selector)) attach(root)
}
