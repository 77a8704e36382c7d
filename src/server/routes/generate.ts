// GET /api/generate (the contract) and POST /api/generate: media type → size → JSON → schema → artifact
// (JSON and schema are checked together by validateGenerateText, which scans the text before parsing it).
import type { FastifyInstance } from "fastify";
import { type FileFormat, MAX_BODY_BYTES, REQUEST_CONTENT_TYPE } from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { generationContract } from "../../generate/contract-document.js";
import { generate, type SvgSource } from "../../generate/generate.js";
import { validateGenerateText } from "../../generate/validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { bodyReader } from "../body-reader.js";
import { EDGE } from "../config.js";
import { fileAnswer } from "../files/answer.js";
import { acceptedFormat, type FileQuery, fileQuery } from "../files/negotiate.js";
import { FilePool } from "../files/pool.js";
import { parseMediaType } from "../media-type.js";
import { RenderQueue } from "../render-queue.js";
import { type CachedResponse, ResponseCache } from "../response-cache.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";

export interface GenerateRoutesOptions {
  /** MB of generated responses kept (config.ts: MARQUE_RESPONSE_CACHE_MB); 0 keeps none. */
  responseCacheMb: number;
  /** Threads drawing files other than SVG (config.ts: MARQUE_FILE_THREADS). */
  fileThreads: number;
}

/** A rendered answer; for a background or template, the SVG behind it. */
interface Rendered extends CachedResponse {
  readonly source?: SvgSource;
}

/**
 * The file a request is answered with: SVG for briefs and documents (which refuse `?format=`), else the query's
 * format, else for raw output the one Accept prefers (406 when none), else the SVG in its envelope.
 */
function formatOf(rendered: CachedResponse, query: FileQuery, accept: string | undefined): FileFormat {
  if (rendered.output === undefined) {
    if (query.format === undefined && !query.scaled) return "svg";
    throw ApiError.invalid([
      {
        code: "invalid_value",
        field: query.format === undefined ? "scale" : "format",
        message:
          "element briefs and design sequences are JSON: only backgrounds and templates come in other formats",
      },
    ]);
  }
  if (query.format !== undefined) return query.format;
  return rendered.output === "raw" ? acceptedFormat(accept) : "svg";
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
  // Files other than SVG are kept apart, by the body's key, format and scale.
  const files = new ResponseCache({
    maxRequestBytes: EDGE.responseCacheMaxRequestBytes,
    maxTotalBytes: options.responseCacheMb * 1024 * 1024,
  });
  const pool = new FilePool({
    threads: options.fileThreads,
    maxQueue: options.fileThreads * EDGE.fileQueuePerThread,
  });
  app.addHook("onClose", () => pool.close());
  // Renders wait for the turn's others and run with them (see RenderQueue).
  const renders = new RenderQueue((raw: Buffer): Rendered => {
    const result = generate(validateGenerateText(raw.toString("utf8")), defaultFontBook());
    const body = staticBody(result.body, result.mediaType, "fast");
    const { source } = result;
    return { headers: result.headers, body, ...(source ? { output: source.output, source } : {}) };
  }, EDGE.renderSliceMs);

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
      const query = fileQuery(request.query);
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const key = cache.keyOf(raw);
      let rendered: Rendered | undefined = key === undefined ? undefined : cache.get(key);
      if (!rendered) {
        const fresh = await renders.run(raw);
        // What is kept is the answer: the SVG behind it is made again for a file, whose own answer is kept.
        if (key !== undefined && cache.admits(key)) {
          const { headers, body, output } = fresh;
          cache.set(key, output ? { headers, body, output } : { headers, body });
        }
        rendered = fresh;
      }
      const format = formatOf(rendered, query, request.headers.accept);
      if (rendered.output === "raw") reply.header("vary", "Accept");
      let response: CachedResponse = rendered;
      if (format !== "svg") {
        const fileKey = key === undefined ? undefined : `${key}:${format}@${query.scale}`;
        const kept = fileKey === undefined ? undefined : files.get(fileKey);
        if (kept) response = kept;
        else {
          const source = rendered.source ?? ((await renders.run(raw)).source as SvgSource);
          response = await fileAnswer(pool, source, format, query.scale);
          if (fileKey !== undefined && files.admits(fileKey)) files.set(fileKey, response);
        }
      }
      reply.headers({ "cache-control": "no-store", ...response.headers });
      return sendEncoded(request, reply, response.body);
    },
  });
}
