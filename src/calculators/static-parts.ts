/**
 * A calculator's page's parts that do not respond (components/static-parts.ts says what a static part is): its
 * heading band, and its method with the figures it uses. The calculator itself responds through its page's own
 * script (ToolCalculator.tsx). gatsby-ssr.tsx imports this module, as it does the site's other parts, so that
 * their code is loaded before any page is rendered.
 */
import { staticPart } from "../components/app/define-static-part"

export const ToolIntro = staticPart("ToolIntro", ["section"], () =>
  import("./ToolParts").then(module => module.ToolIntro)
)
export const ToolMethod = staticPart("ToolMethod", ["div"], () =>
  import("./ToolParts").then(module => module.ToolMethod)
)
