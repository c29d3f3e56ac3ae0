// Type declarations for two JavaScript-only packages used by structured-data.spec.ts.
declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ("rdfa" | "microdata")[] })
    parse(html: string): Record<string, unknown>
  }
}

declare module "@adobe/structured-data-validator" {
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary (JSON-LD); without it only the type-specific rules run. */
    constructor(schemaOrgJson?: unknown)
    validate(extracted: Record<string, unknown>): Promise<unknown[]>
  }
}
