/**
 * `npm run layout-cost -- --against <commit>`: what a page's own layout costs a slow phone, this build's
 * against another's, in one interleaved run. It measures each page's twin (its HTML and CSS without any
 * script, scripts/bench/twins.ts), so that only the style and layout work differs: the main thread's
 * style recalculation (`UpdateLayoutTree`) and layout (`Layout`) from the request to the first frames
 * after the load event, in Chromium traces at 4× CPU slowdown on a phone's screen (412 × 823 px), each
 * traced load after one untraced load of the same page in the same renderer.
 *
 * The other build is made here: the commit checked out in <system temporary folder>/<project
 * folder>-layout-cost/<commit> (a git worktree, with the repository's node_modules) and built with its own data/ (or CONTENT_DIR's content, as this
 * build's); or --compare <dir> names an earlier public/ instead. It prints each run, the medians and the
 * cut. A measurement, not a test: nothing fails.
 *
 * Options: --against <commit> | --compare <dir>, --page <path> (default /), --runs <n> (default 5),
 * --cpu <rate> (default 4), --port <n> (default 9300; the two servers use n and n+1).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { launchChromium } from "../tools/chromium"
import { startHostLikeServer, type HostLikeServer } from "../tools/host-like-server"
import { DATA_DIR, REPOSITORY_DATA_DIR } from "../plugins/content-model/data-files"
import { median } from "./bench/figures"
import { writeTwins } from "./bench/twins"
import { objectsLaidOut, styleAndLayoutMs, type Trace } from "./bench/trace-events"

const OUT_DIR = path.join("bench-results", "layout-cost")
/**
 * Where other commits are checked out: outside the project, since a worktree holds a link to the project's
 * node_modules, and Gatsby, emptying the project's .cache/, would empty node_modules through it.
 */
const WORKTREES = path.join(os.tmpdir(), `${path.basename(process.cwd())}-layout-cost`)
const PHONE = { width: 412, height: 823 }

const { values: options } = parseArgs({
  options: {
    against: { type: "string" },
    compare: { type: "string" },
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "5" },
    cpu: { type: "string", default: "4" },
    port: { type: "string", default: "9300" },
  },
})
const RUNS = Number(options.runs)
const CPU_RATE = Number(options.cpu)

/** The public/ of `commit`, built in a worktree of its own (kept in the system's temporary folder for the next run). */
function buildOf(commit: string): string {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { encoding: "utf8" }).trim()
  const worktree = path.resolve(WORKTREES, sha.slice(0, 12))
  const built = path.join(worktree, "public", "index.html")
  if (fs.existsSync(built)) return path.join(worktree, "public")
  if (!fs.existsSync(worktree)) {
    // A worktree whose folder was removed is forgotten first.
    execFileSync("git", ["worktree", "prune"])
    execFileSync("git", ["worktree", "add", "--detach", worktree, sha], { stdio: "inherit" })
    fs.symlinkSync(path.resolve("node_modules"), path.join(worktree, "node_modules"))
  }
  console.log(`Building ${commit} (${sha.slice(0, 12)}) in ${worktree}...`)
  // The content this build was made from, if not the repository's: the other build is made from it too.
  const contentDir = DATA_DIR === REPOSITORY_DATA_DIR ? {} : { CONTENT_DIR: path.resolve(DATA_DIR) }
  execFileSync(path.resolve("node_modules", ".bin", "gatsby"), ["build"], {
    cwd: worktree,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...contentDir, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  return path.join(worktree, "public")
}

async function main() {
  if (!options.against === !options.compare)
    throw new Error("name one build to compare with: --against <commit> or --compare <dir>")
  if (!fs.existsSync(path.join("public", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first")
  const otherPublic = options.compare ?? buildOf(options.against!)
  const otherName = options.against
    ? `${options.against} (${execFileSync("git", ["rev-parse", "--short", options.against], { encoding: "utf8" }).trim()})`
    : path.basename(options.compare!)
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const builds = [
    { name: "this build", twins: path.join(OUT_DIR, "this-build"), from: "public" },
    { name: otherName, twins: path.join(OUT_DIR, "other-build"), from: otherPublic },
  ]
  for (const build of builds) writeTwins(build.from, build.twins)

  const port = Number(options.port)
  const servers: HostLikeServer[] = []
  for (const [index, build] of builds.entries())
    servers.push(await startHostLikeServer({ root: build.twins, port: port + index }))
  const browser = await launchChromium()
  const measured: number[][] = builds.map(() => [])
  const objects: number[][] = builds.map(() => [])
  try {
    for (let round = 0; round < RUNS; round++) {
      // Alternating which build goes first, so that neither always runs on a warmer (or busier) machine.
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const index of order) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE })
        // A first load, not traced, warms the renderer up (its fonts, the HTTP cache): the same for both
        // builds, it would otherwise stand in the first layout of whichever page the renderer draws first.
        await page.goto(`${servers[index].url}${options.page}`, { waitUntil: "load" })
        await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] })
        await page.goto(`${servers[index].url}${options.page}`, { waitUntil: "load" })
        // The frames after the load event: the first paint's style and layout are done by then.
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as Trace
        await context.close()
        const ms = styleAndLayoutMs(trace)
        measured[index].push(ms)
        objects[index].push(objectsLaidOut(trace))
        console.log(
          `round ${round + 1}/${RUNS}  ${builds[index].name.padEnd(24)} style and layout ${ms.toFixed(1)} ms, ${objects[index].at(-1)} objects laid out`
        )
      }
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map(server => server.close()))
  }
  const [now, before] = measured.map(median)
  const [objectsNow, objectsBefore] = objects.map(median)
  const change = (after: number, earlier: number) =>
    `${after <= earlier ? "cut" : "grown"} by ${Math.abs((1 - after / earlier) * 100).toFixed(1)} %`
  const runs = (values: number[]) => values.map(value => value.toFixed(0)).join(", ")
  console.log(
    [
      "",
      `${options.page}'s twin (no script) at ${CPU_RATE}× CPU slowdown, ${PHONE.width} × ${PHONE.height} px, median of ${RUNS}:`,
      `  style and layout on the main thread: this build ${now.toFixed(1)} ms (${runs(measured[0])}), ${otherName} ${before.toFixed(1)} ms (${runs(measured[1])}): ${change(now, before)}`,
      `  objects laid out: this build ${objectsNow} (${runs(objects[0])}), ${otherName} ${objectsBefore} (${runs(objects[1])}): ${change(objectsNow, objectsBefore)}`,
    ].join("\n")
  )
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
