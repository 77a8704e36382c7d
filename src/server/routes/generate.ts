// GET /api/generate (the contract) and POST /api/generate: media type → size → JSON → schema → artifact
// (JSON and schema are checked together by validateGenerateText, which scans the text before parsing it).
import type { FastifyInstance } from "fastify";
import { MAX_BODY_BYTES, REQUEST_CONTENT_TYPE } from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { generationContract } from "../../generate/contract-document.js";
import { bodyReader } from "../body-reader.js";
import { Artifacts, type ArtifactsOptions } from "../files/artifacts.js";
import { fileQuery, formatOf } from "../files/negotiate.js";
import { parseMediaType } from "../media-type.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";
import { imageRoutes } from "./images.js";

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

/** The artifacts to answer with: shared ones (the app's, which it closes), or options for the routes' own. */
export type GenerateRoutesOptions = ArtifactsOptions | { readonly artifacts: Artifacts };

function ownArtifacts(app: FastifyInstance, options: ArtifactsOptions): Artifacts {
  const artifacts = new Artifacts(options);
  app.addHook("preClose", async () => artifacts.shed());
  app.addHook("onClose", () => artifacts.close());
  return artifacts;
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

  const artifacts = "artifacts" in options ? options.artifacts : ownArtifacts(app, options);
  await imageRoutes(app, artifacts);

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
      const accept = request.headers.accept;
      const response = await artifacts.answer(
        raw,
        (rendered) => formatOf(rendered, query, accept),
        query.scale,
      );
      if (response.output === "raw") reply.header("vary", "Accept");
      reply.headers({ "cache-control": "no-store", ...response.headers });
      return sendEncoded(request, reply, response.body);
    },
  });
}
