// A thread of the file pool: draws and encodes one file per task, off the event loop that serves requests.
import { workerData } from "node:worker_threads";
import { sizeThreadCaches } from "../../cache/regions.js";
import { encodeFile, type FileRequest } from "../../render/files/encode.js";
import type { DeckOutcome, DeckTask } from "./deck-outcome.js";
import { drawDeck } from "./deck-task.js";
import type { DocumentOutcome, DocumentTask } from "./document-outcome.js";
import { drawDocumentFile } from "./document-task.js";

// The thread's caches within the process's budget (MARQUE_CACHE_MB), before its first file.
sizeThreadCaches(workerData);

export default async function encode(request: FileRequest): Promise<Uint8Array> {
  return encodeFile(request);
}

/** A whole deck (piscina's task name `deck`). */
export async function deck(task: DeckTask): Promise<DeckOutcome> {
  return drawDeck(task);
}

/** A Studio document's PDF, or one of its pages as SVG or pixels (piscina's task name `document`). */
export async function document(task: DocumentTask): Promise<DocumentOutcome> {
  return drawDocumentFile(task);
}
