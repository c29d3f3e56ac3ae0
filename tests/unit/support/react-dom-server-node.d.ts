// react-dom's Node server renderer (what Gatsby renders pages with); @types/react-dom types it as react-dom/server.
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server"
}
