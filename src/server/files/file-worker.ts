// A thread of the file pool: draws and encodes one file per task, off the event loop that serves requests.
import { workerData } from "node:worker_threads";
import { sizeThreadCaches } from "../../cache/regions.js";
import { encodeFile, type FileRequest } from "../../render/files/encode.js";
import type { BrandBookOutcome, BrandBookTask } from "./brand-book-outcome.js";
import { drawBrandBook } from "./brand-book-task.js";
import type { DeckOutcome, DeckTask } from "./deck-outcome.js";
import { drawDeck } from "./deck-task.js";

// The thread's caches within the process's budget (MARQUE_CACHE_MB), before its first file.
sizeThreadCaches(workerData);

export default async function encode(request: FileRequest): Promise<Uint8Array> {
  return encodeFile(request);
}

/** A whole deck (piscina's task name `deck`). */
export async function deck(task: DeckTask): Promise<DeckOutcome> {
  return drawDeck(task);
}

/** A brand book's PDF or one of its pages as PNG (piscina's task name `brandBook`). */
export async function brandBook(task: BrandBookTask): Promise<BrandBookOutcome> {
  return drawBrandBook(task);
}
