/**
 * Names the build, the development server, the host's headers and the admin's script share (no Node
 * modules here: the admin's bundle imports it too).
 */
import { EVERY_KIND, REPOSITORY_DATA_DIR } from "../content-model/content-kinds"

/** Where the admin is served: its page, its configuration and its script live under this path only. */
export const ADMIN_PATH = "/admin/"
/** The admin's one script, named by esbuild after its content (build-admin.ts): cached like any hashed file. */
export const ADMIN_SCRIPT = /^cms-[A-Z0-9]+\.js$/i
/** Where the admin reaches its local backend under `npm run cms` (local-backend.ts). */
export const LOCAL_BACKEND_PATH = `${ADMIN_PATH}api/v1`
/** The custom format (admin/cms.tsx) that writes files in the repository's own form. */
export const CANONICAL_FORMAT = "canonical-json"
/** The collection that holds the data files of single parts of the site (not the kinds of pages). */
export const COLLECTION = "content"
/**
 * Decap's site-wide media folder, which it asks for though uploads go to each kind's own (a person's photo
 * beside the people): the first kind's that takes uploads, so that the Media tab shows them. Inside data/,
 * like every file the local backend may name.
 */
const [kindWithMedia] = EVERY_KIND.filter(kind => kind.mediaFolder)
export const MEDIA_FOLDER = kindWithMedia
  ? `${REPOSITORY_DATA_DIR}/${kindWithMedia.folder}/${kindWithMedia.mediaFolder}`
  : REPOSITORY_DATA_DIR
/** Set by `npm run cms` (scripts/cms.ts) for `gatsby develop`: run the content manager's local backend. */
export const LOCAL_BACKEND_ENV = "CMS_LOCAL_BACKEND"
/** The admin's own widgets (admin/checked-widgets.tsx): a choice among what is published now, an entry's address and retirement. */
export const CHOICE_WIDGET = "published-choice"
export const ENTRY_ADDRESS_WIDGET = "entry-address"
export const ENTRY_RETIREMENT_WIDGET = "entry-retirement"
