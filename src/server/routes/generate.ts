// GET /api/generate (the contract) and POST /api/generate: media type → size → JSON → schema → artifact.
import contentType from "content-type";
import type { FastifyInstance } from "fastify";
import { MAX_BODY_BYTES, REQUEST_CONTENT_TYPE } from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { generationContract } from "../../generate/contract-document.js";
import { generate } from "../../generate/generate.js";
import { validateGenerateRequest } from "../../generate/validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { type CachedResponse, ResponseCache } from "../response-cache.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";

/** Bodies up to 16 KB (settings, not images) and up to 64 MB of responses. */
const CACHE_OPTIONS = { maxRequestBytes: 16 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

function checkMediaType(header: string | undefined): void {
  let essence: string | undefined;
  try {
    essence = header ? contentType.parse(header).type : undefined;
  } catch {
    essence = undefined;
  }
  if (essence !== REQUEST_CONTENT_TYPE) {
    const received = header ? `received ${JSON.stringify(header.slice(0, 80))}` : "no Content-Type was sent";
    throw new ApiError(
      "unsupported_media_type",
      `Content-Type must be ${REQUEST_CONTENT_TYPE}; ${received}`,
      "Content-Type",
    );
  }
}

function parseJson(raw: Buffer | undefined): unknown {
  const text = raw?.toString("utf8") ?? "";
  if (text.trim() === "") throw new ApiError("invalid_json", "the request body is empty; send a JSON object");
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? `: ${error.message}` : "";
    throw new ApiError("invalid_json", `the request body is not valid JSON${detail}`);
  }
}

export async function generateRoutes(app: FastifyInstance): Promise<void> {
  // Every media type reaches the handler as bytes, so the order of checks is ours: type, then size, then JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const contract = staticBody(generationContract);
  app.get("/api/generate", async (request, reply) => sendStatic(request, reply, contract));

  const cache = new ResponseCache(CACHE_OPTIONS);
  const respond = (raw: Buffer): CachedResponse => {
    const result = generate(validateGenerateRequest(parseJson(raw)), defaultFontBook());
    return { headers: result.headers, body: staticBody(result.body, result.mediaType, "fast") };
  };

  app.post("/api/generate", {
    // Before the body is read: a wrong media type is refused without reading the whole body first.
    onRequest: async (request) => checkMediaType(request.headers["content-type"]),
    handler: async (request, reply) => {
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const key = cache.keyOf(raw);
      let response = key === undefined ? undefined : cache.get(key);
      if (!response) {
        response = respond(raw);
        if (key !== undefined) cache.set(key, response);
      }
      reply.headers({ "cache-control": "no-store", ...response.headers });
      return sendEncoded(request, reply, response.body);
    },
  });
}
