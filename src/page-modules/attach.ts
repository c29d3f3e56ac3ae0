/**
 * How a page module starts: it makes each element of the page that carries its attribute respond, through the
 * feature's own attach function, which the same element's component also calls where React renders the page
 * (the content manager's preview, `gatsby develop`, a move inside the app). Module scripts run once the page is
 * parsed, so every such element is there.
 */
export function attachToEvery(attribute: string, attach: (root: HTMLElement) => unknown): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) attach(root)
}
