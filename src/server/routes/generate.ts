// GET /api/generate (the contract) and POST /api/generate: media type → size → JSON → schema → artifact
// (JSON and schema are checked together by validateGenerateText, which scans the text before parsing it).
import type { FastifyInstance } from "fastify";
import { MAX_BODY_BYTES, REQUEST_CONTENT_TYPE } from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { generationContract } from "../../generate/contract-document.js";
import { generate } from "../../generate/generate.js";
import { validateGenerateText } from "../../generate/validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { bodyReader } from "../body-reader.js";
import { EDGE } from "../config.js";
import { parseMediaType } from "../media-type.js";
import { RenderPool } from "../render-pool.js";
import { RenderQueue } from "../render-queue.js";
import { type CachedResponse, ResponseCache } from "../response-cache.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";

export interface GenerateRoutesOptions {
  /** MB of generated responses kept (config.ts: MARQUE_RESPONSE_CACHE_MB); 0 keeps none. */
  responseCacheMb: number;
}

/** JSON is UTF-8 (RFC 8259 §8.1): a body declared in any other charset would be misread, so it is refused. */
const CHARSET = "utf-8";

const refuseMediaType = (reason: string) =>
  new ApiError(
    "unsupported_media_type",
    `${reason}; send Content-Type: ${REQUEST_CONTENT_TYPE}`,
    "Content-Type",
  );

function checkMediaType(header: string | undefined): void {
  if (header === REQUEST_CONTENT_TYPE) return; // what nearly every caller sends, with nothing to parse
  if (header === undefined || header.trim() === "") throw refuseMediaType("no Content-Type was sent");
  const parsed = parseMediaType(header);
  if ("error" in parsed) throw refuseMediaType(`the Content-Type is malformed: ${parsed.error}`);
  if (parsed.essence !== REQUEST_CONTENT_TYPE) {
    throw refuseMediaType(
      `the Content-Type is ${JSON.stringify(parsed.essence.slice(0, 80))}, not ${REQUEST_CONTENT_TYPE}`,
    );
  }
  const charsets = parsed.parameters.filter(([name]) => name === "charset").map(([, value]) => value);
  if (charsets.length > 1) throw refuseMediaType("the Content-Type gives charset more than once");
  const [charset] = charsets;
  if (charset !== undefined && charset.toLowerCase() !== CHARSET) {
    throw refuseMediaType(
      `the charset ${JSON.stringify(charset.slice(0, 40))} is not accepted: JSON bodies are read as ${CHARSET} only (charset=${CHARSET}, or no charset)`,
    );
  }
}

export async function generateRoutes(app: FastifyInstance, options: GenerateRoutesOptions): Promise<void> {
  // Every media type reaches the handler as bytes, so the order of checks is ours: type, then size, then JSON.
  app.removeAllContentTypeParsers();
  const asBytes = { bodyLimit: MAX_BODY_BYTES } as const;
  const keep = bodyReader(MAX_BODY_BYTES);
  app.addContentTypeParser("*", asBytes, keep);
  // The same parser by name: Fastify remembers the parser it finds for a media type, but looks the catch-all
  // up afresh, parsing the Content-Type again, on every request.
  app.addContentTypeParser(REQUEST_CONTENT_TYPE, asBytes, keep);

  const contract = staticBody(generationContract);
  app.get("/api/generate", async (request, reply) => sendStatic(request, reply, contract));

  const cache = new ResponseCache({
    maxRequestBytes: EDGE.responseCacheMaxRequestBytes,
    maxTotalBytes: options.responseCacheMb * 1024 * 1024,
  });
  // Renders wait for the turn's others and run with them (see RenderQueue).
  const renders = new RenderQueue((raw: Buffer): CachedResponse => {
    const result = generate(validateGenerateText(raw.toString("utf8")), defaultFontBook());
    return { headers: result.headers, body: staticBody(result.body, result.mediaType, "fast") };
  }, EDGE.renderSliceMs);
  // Large bodies (caller images) render off the event loop (see RenderPool).
  const pool = new RenderPool();
  app.addHook("preClose", async () => pool.shed());
  app.addHook("onClose", () => pool.close());
  const render = async (raw: Buffer): Promise<CachedResponse> => {
    if (raw.byteLength < EDGE.renderThreadFromBytes) return renders.run(raw);
    const { headers, mediaType, body } = await pool.run(raw);
    return { headers, body: staticBody(body, mediaType, "fast") };
  };

  app.post("/api/generate", {
    // Before the body is read: a wrong media type is refused without reading the whole body first. Not in
    // onRequest, so that the rate limit (an onRequest hook) counts refused requests too.
    preParsing: (request, _reply, payload, done) => {
      try {
        checkMediaType(request.headers["content-type"]);
      } catch (error) {
        return done(error as ApiError);
      }
      done(null, payload);
    },
    handler: async (request, reply) => {
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const key = cache.keyOf(raw);
      let response = key === undefined ? undefined : cache.get(key);
      if (!response) {
        response = await render(raw);
        if (key !== undefined && cache.admits(key)) cache.set(key, response);
      }
      reply.headers({ "cache-control": "no-store", ...response.headers });
      return sendEncoded(request, reply, response.body);
    },
  });
}
