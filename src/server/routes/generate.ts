// GET /api/generate (the contract) and POST /api/generate: media type → size → JSON → schema → artifact
// (JSON and schema are checked together by validateGenerateText, which scans the text before parsing it).
import type { FastifyInstance } from "fastify";
import { MAX_BODY_BYTES, REQUEST_CONTENT_TYPE } from "../../contract/index.js";
import { generationContract } from "../../generate/contract-document.js";
import { bodyReader } from "../body-reader.js";
import { Artifacts, type ArtifactsOptions } from "../files/artifacts.js";
import { fileQuery, formatOf } from "../files/negotiate.js";
import { jsonBodyOnly } from "../json-media-type.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";
import { deckRoutes } from "./decks.js";
import { documentFileRoutes } from "./document-files.js";
import { imageRoutes } from "./images.js";
import { openGraphQueryRoutes } from "./open-graph-query.js";
import { tokenRoutes } from "./tokens.js";

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
  await deckRoutes(app, artifacts);
  await documentFileRoutes(app, artifacts);
  await openGraphQueryRoutes(app, artifacts);
  await tokenRoutes(app);

  app.post("/api/generate", {
    preParsing: jsonBodyOnly,
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
