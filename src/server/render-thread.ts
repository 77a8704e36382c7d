// The render thread (render-pool.ts): validates and generates one request body at a time, off the server's
// event loop, and posts back the answer's bytes (transferred, not copied) or the error the caller gets.
import { parentPort, workerData } from "node:worker_threads";
import { renderThreadRegions, sizeThreadCaches } from "../cache/regions.js";
import { ApiError } from "../contract/api-error.js";
import { generate, type SvgSource } from "../generate/generate.js";
import { validateGenerateText } from "../generate/validate.js";
import { defaultFontBook } from "../render/text/node-fonts.js";
import type { RenderJob, RenderOutcome } from "./render-pool.js";
import { staticBody } from "./static-response.js";

const port = parentPort;
if (!port) throw new Error("render-thread.ts runs as a worker thread (render-pool.ts starts it)");
// Every body here carries images (64 KB and more): the thread's image regions take most of its budget.
sizeThreadCaches(workerData, renderThreadRegions);

function render({ id, body }: RenderJob): RenderOutcome {
  try {
    const result = generate(validateGenerateText(Buffer.from(body).toString("utf8")), defaultFontBook());
    // The bytes the event loop would have made (staticBody's encoding), in a buffer of their own so that they
    // can be transferred.
    const bytes = staticBody(result.body, result.mediaType).identity.body;
    const own =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? new Uint8Array(bytes.buffer, 0, bytes.byteLength)
        : Uint8Array.from(bytes);
    // A background's or template's SVG goes back too, for a file made of it (its image URLs never apply: a
    // body this large holds data URLs).
    const { source } = result;
    const svg = source && (typeof source.svg === "string" ? source.svg : source.svg.pieces.join(""));
    const { imageUrl: _none, ...meta } = source ?? {};
    return {
      id,
      headers: result.headers,
      mediaType: result.mediaType,
      body: own,
      ...(source && svg !== undefined ? { source: { ...(meta as SvgSource), svg } } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      return { id, failure: error instanceof Error ? error.message : String(error) };
    }
    const { code, message, field, issues, headers, omittedIssues } = error;
    return { id, error: { code, message, field, issues, headers, omittedIssues } };
  }
}

port.on("message", (job: RenderJob) => {
  const outcome = render(job);
  port.postMessage(outcome, "body" in outcome ? [outcome.body.buffer as ArrayBuffer] : []);
});
