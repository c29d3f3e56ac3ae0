import http from "http"

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent: still compressed, if it was. */
  body: Buffer
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
}

/** One real HTTP request to the server at `baseUrl` (`http://127.0.0.1:<port>`), and its answer. */
export function request(
  baseUrl: string,
  urlPath: string,
  { method = "GET", headers = {}, body }: RequestOptions = {}
): Promise<Answer> {
  const url = new URL(urlPath, baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers },
      response => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) })
        )
      }
    )
    outgoing.on("error", reject)
    outgoing.end(body)
  })
}
