/**
 * A worker thread of rich-text-pool.ts: analyses the texts it is given (workerData) and posts their analyses
 * back, in the same order.
 */
import { parentPort, workerData } from "worker_threads"
import { analyseRichText } from "./rich-text"

parentPort!.postMessage((workerData as string[]).map(analyseRichText))
