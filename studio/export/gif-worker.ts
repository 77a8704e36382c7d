// The GIF worker: receives frames in order (transferred RGBA buffers), encodes each as it arrives, acknowledges
// it, and returns the file. Loaded as a module worker by gif.ts (Vite bundles it from the `new URL` there).
import { GifWriter } from "./gif-encode.js";
import type { FromGifWorker, ToGifWorker } from "./gif-protocol.js";

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToGifWorker>) => void) | null;
  postMessage(message: FromGifWorker, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let writer: GifWriter | undefined;
let busyMs = 0;

function handle(message: ToGifWorker): void {
  const start = performance.now();
  if (message.type === "start") {
    busyMs = 0;
    writer = new GifWriter(message);
  } else if (message.type === "frame") {
    if (!writer) throw new Error("GIF frame before start");
    writer.add(message.pixels, message.index);
  } else {
    if (!writer) throw new Error("GIF finish before start");
    const bytes = writer.finish();
    writer = undefined;
    busyMs += performance.now() - start;
    scope.postMessage({ type: "done", bytes, busyMs }, [bytes.buffer]);
    return;
  }
  busyMs += performance.now() - start;
  if (message.type === "frame") scope.postMessage({ type: "frame", index: message.index });
}

scope.onmessage = (event) => {
  try {
    handle(event.data);
  } catch (error) {
    writer = undefined;
    scope.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
