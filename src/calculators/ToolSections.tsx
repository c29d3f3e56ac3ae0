import React from "react"
import { ToolCalculator } from "./ToolCalculator"
import { ToolIntro, ToolMethod, type ToolPartsProps } from "./ToolParts"

/**
 * A calculator's page, top to bottom: its heading and introduction with who set it up, who reviewed it and
 * when (ToolIntro); the calculator with its results and working (ToolCalculator, the one part that responds);
 * how it works, in words, with the figures it uses, their tax year and source, which a visitor without
 * JavaScript reads in its place (ToolMethod); and the call to action, which ToolCalculator renders, since it
 * can carry the figures. The page places the parts that do not respond as static parts of their own
 * (static-parts.ts), so that their code is not downloaded; the content manager's preview shows them all here.
 */
export function ToolSections({ tool, texts, language, locale }: ToolPartsProps) {
  return (
    <div>
      <ToolIntro tool={tool} texts={texts} language={language} />
      <ToolCalculator tool={tool} texts={texts} locale={locale}>
        <ToolMethod tool={tool} texts={texts} locale={locale} />
      </ToolCalculator>
    </div>
  )
}
