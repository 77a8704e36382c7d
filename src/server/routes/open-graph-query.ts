// GET /api/open-graph-images.{png,jpg,webp,svg}?identity=…&title=…: one Open Graph image named in a readable
// query, for a page's og:image — the query read as the contract's openGraphQuerySchema (every problem a 400
// at its parameter), turned into the POST body it stands for and drawn like it in the file pool, so the same
// image comes back byte for byte. Cached like the document URLs: the URL names its whole answer.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  DEFAULT_RASTER_SCALE,
  FILE_EXTENSIONS,
  type Issue,
  OPEN_GRAPH_DOCUMENT_KIND,
  OPEN_GRAPH_IMAGES_PATH,
  OPEN_GRAPH_QUERY_FORMATS,
  openGraphBodyOfQuery,
  openGraphQuerySchema,
  type RasterScale,
} from "../../contract/index.js";
import { toIssues } from "../../generate/issues.js";
import { IMMUTABLE_CACHE_CONTROL } from "../../policy/cache-control.js";
import type { Artifacts } from "../files/artifacts.js";
import { sendStatic } from "../static-response.js";

const PARAMETERS = Object.keys(openGraphQuerySchema.shape);

export async function openGraphQueryRoutes(app: FastifyInstance, artifacts: Artifacts): Promise<void> {
  for (const format of OPEN_GRAPH_QUERY_FORMATS) {
    app.get(`${OPEN_GRAPH_IMAGES_PATH}.${FILE_EXTENSIONS[format]}`, async (request, reply) => {
      const given = (request.query ?? {}) as Record<string, unknown>;
      const unknown: Issue[] = Object.keys(given)
        .filter((name) => !PARAMETERS.includes(name))
        .map((name) => ({
          code: "unknown_field",
          field: name,
          message: `this query parameter is not defined; use ${PARAMETERS.join(", ")}`,
        }));
      const known = Object.fromEntries(Object.entries(given).filter(([name]) => PARAMETERS.includes(name)));
      const parsed = openGraphQuerySchema.safeParse(known, { reportInput: true });
      const issues = [...(parsed.success ? [] : parsed.error.issues.flatMap(toIssues)), ...unknown];
      if (!parsed.success || issues.length > 0) throw ApiError.invalid(issues);
      const { scale, ...query } = parsed.data;
      const file = await artifacts.document({
        kind: OPEN_GRAPH_DOCUMENT_KIND,
        text: JSON.stringify(openGraphBodyOfQuery({ ...query, scale })),
        format,
        page: 1,
        scale: scale === undefined ? DEFAULT_RASTER_SCALE : (Number(scale) as RasterScale),
      });
      reply.headers(file.headers);
      return sendStatic(request, reply, file.body, IMMUTABLE_CACHE_CONTROL);
    });
  }
}
