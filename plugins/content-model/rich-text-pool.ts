import os from "os"
import path from "path"
import { Worker } from "worker_threads"
import { rememberAnalyses, type RichText } from "./rich-text"

/**
 * Parsing Markdown is most of what an article costs a build (about 5 ms for 900 words, in micromark), and a
 * build parses every text once, in one thread (rich-text.ts). With many texts, this shares them out between
 * worker threads, one per core, before the content check reads them, and keeps their analyses for the check,
 * the nodes and the feed. Below `WORTH_A_WORKER` texts, starting the threads would cost more than it saves.
 */
const WORTH_A_WORKER = 100

/** Where the worker's code is bundled (the plugin's TypeScript, which Gatsby compiles for its own process only). */
const WORKER_FILE = path.join(process.cwd(), ".cache", "content-model", "rich-text-worker.js")

/** Analyses `texts` in worker threads and keeps the analyses for this process (rememberAnalyses). */
export async function analyseInWorkers(texts: readonly string[], threads = os.availableParallelism()): Promise<void> {
  const unique = [...new Set(texts)]
  if (unique.length < WORTH_A_WORKER || threads < 2) return
  // Loaded only here: a build with few texts, and the unit tests of the plugin, never need it.
  const { build } = await import("esbuild")
  await build({
    entryPoints: [path.join(process.cwd(), "plugins", "content-model", "rich-text-worker.ts")],
    outfile: WORKER_FILE,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "silent",
  })
  // The longest first, each to the thread with the least so far: the threads finish about together.
  const shares: string[][] = Array.from({ length: Math.min(threads, unique.length) }, () => [])
  const load = shares.map(() => 0)
  for (const text of [...unique].sort((a, b) => b.length - a.length)) {
    const least = load.indexOf(Math.min(...load))
    shares[least].push(text)
    load[least] += text.length
  }
  const analyses = await Promise.all(shares.map(share => analysedInWorker(share)))
  rememberAnalyses(shares.flatMap((share, index) => share.map((text, at) => [text, analyses[index][at]] as const)))
}

function analysedInWorker(texts: string[]): Promise<RichText[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: texts })
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.once("exit", code => {
      if (code !== 0) reject(new Error(`The rich-text worker stopped with code ${code}`))
    })
  })
}
