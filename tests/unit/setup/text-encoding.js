// jsdom has no TextEncoder, which React's browser server renderer needs: the unit-test fixtures draw the
// icons' markup with it (plugins/build-time-icons/icon-markup.ts), as the build and the CMS previews do.
const { TextEncoder, TextDecoder } = require("util")

globalThis.TextEncoder ??= TextEncoder
globalThis.TextDecoder ??= TextDecoder
