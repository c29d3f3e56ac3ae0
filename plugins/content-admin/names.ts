/**
 * Names the build, the development server, the host's headers and the admin's script share (no Node
 * modules here: the admin's bundle imports it too).
 */

/** Where the admin is served: its page, its configuration and its script live under this path only. */
export const ADMIN_PATH = "/admin/"
/** The admin's one script, named by esbuild after its content (build-admin.ts): cached like any hashed file. */
export const ADMIN_SCRIPT = /^cms-[A-Z0-9]+\.js$/i
/** Where the admin reaches its local backend under `npm run cms` (local-backend.ts). */
export const LOCAL_BACKEND_PATH = `${ADMIN_PATH}api/v1`
/** The custom format (admin/cms.tsx) that writes files in the repository's own form. */
export const CANONICAL_FORMAT = "canonical-json"
/** The collection that holds the data files of single parts of the site (not the service pages). */
export const COLLECTION = "content"
/** The media library the admin registers instead of Decap's own, because no field takes uploads. */
export const NO_MEDIA_LIBRARY = "none"
/** Decap's media folder (uploads would go there; none do): the one folder besides data/ the local backend may name. */
export const MEDIA_FOLDER = "static/uploads"
/** Set by `npm run cms` (scripts/cms.ts) for `gatsby develop`: run the content manager's local backend. */
export const LOCAL_BACKEND_ENV = "CMS_LOCAL_BACKEND"
/** The collection of the service pages, one file each in data/service-pages/, and its preview template. */
export const SERVICE_PAGES_COLLECTION = "service-pages"
