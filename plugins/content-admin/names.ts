/** Names the generated configuration and the admin's script share (no Node modules here: both import it). */

/** The custom format (admin/cms.tsx) that writes files in the repository's own form. */
export const CANONICAL_FORMAT = "canonical-json"
/** The collection that holds the data files. */
export const COLLECTION = "content"
