// GET /api/images/{request}.{extension}: a background or template as a file at a URL, for `og:image`, `<img>`
// and chat clients that show links. `{request}` is the generate request's JSON in base64url; the bytes are the
// POST's with output raw. The URL names its whole answer, which never changes: it is cached for a year.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { FILE_EXTENSIONS, FILE_FORMATS, IMAGE_URL_PATH } from "../../contract/index.js";
import { IMMUTABLE_CACHE_CONTROL } from "../../policy/cache-control.js";
import type { Artifacts } from "../files/artifacts.js";
import { requestOf } from "../files/image-url.js";
import { fileQuery, formatOf } from "../files/negotiate.js";
import { sendStatic } from "../static-response.js";

const FORMAT_OF_EXTENSION = new Map(FILE_FORMATS.map((format) => [FILE_EXTENSIONS[format], format]));
export async function imageRoutes(app: FastifyInstance, artifacts: Artifacts): Promise<void> {
  app.get(`${IMAGE_URL_PATH}*`, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const dot = name.lastIndexOf(".");
    const format = dot === -1 ? undefined : FORMAT_OF_EXTENSION.get(name.slice(dot + 1) as never);
    if (format === undefined) {
      throw new ApiError(
        "not_found",
        `an image URL ends in .${[...FORMAT_OF_EXTENSION.keys()].join(", .")}`,
        "path",
      );
    }
    const raw = requestOf(name.slice(0, dot));
    const query = { ...fileQuery(request.query), format };
    const response = await artifacts.answer(
      raw,
      (rendered) => formatOf(rendered, query, undefined),
      query.scale,
    );
    reply.headers(response.headers);
    return sendStatic(request, reply, response.body, IMMUTABLE_CACHE_CONTROL);
  });
}
