// The routes of every Studio document served as files (the contract's DOCUMENT_FILE_ROUTES): GET {path} its
// description, POST {path} the document → its file (`?format=`, `?page=`, `?scale=`, else Accept), and
// GET {path}/{document}.{extension} the same file at a URL, cached for a year (the URL names its whole answer).
// The body is validated and drawn in the file pool (document-task.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  DEFAULT_RASTER_SCALE,
  DOCUMENT_FILE_ROUTES,
  type DocumentFileRoute,
  FILE_EXTENSIONS,
  FILE_MEDIA_TYPES,
  type FileFormat,
  type Issue,
  type RasterScale,
} from "../../contract/index.js";
import { documentFileContract } from "../../generate/document-file-contract.js";
import { IMMUTABLE_CACHE_CONTROL } from "../../policy/cache-control.js";
import type { Artifacts } from "../files/artifacts.js";
import { jsonOfUrl } from "../files/image-url.js";
import { preferredFormat, queryFormat, queryScale, queryValue, received } from "../files/negotiate.js";
import { jsonBodyOnly } from "../json-media-type.js";
import { sendEncoded, sendStatic, staticBody } from "../static-response.js";

interface FileChoice {
  /** The format the query names, if it names one. */
  readonly format?: FileFormat;
  readonly page?: number;
  readonly scale: RasterScale;
}

const PAGE = /^[1-9]\d{0,2}$/u;

/**
 * The query's `format`, `page` and `scale`: every problem at once (400). A URL names its format by its
 * extension (`fixed`), so its query does not.
 */
function choiceOf(route: DocumentFileRoute, query: unknown, fixed?: FileFormat): FileChoice {
  const params = (query ?? {}) as Record<string, unknown>;
  const known =
    fixed === undefined ? "format, page or scale" : "page or scale (the extension names the format)";
  const unknown = (field: string): Issue => ({
    code: "unknown_field",
    field,
    message: `this query parameter is not defined; use ${known}`,
  });
  const issues = Object.keys(params)
    .filter((name) => name !== "format" && name !== "page" && name !== "scale")
    .map(unknown);
  if (fixed !== undefined && params.format !== undefined) issues.push(unknown("format"));
  const format =
    fixed === undefined
      ? queryFormat(queryValue(params, "format", issues), route.formats, issues, `a ${route.noun} comes as`)
      : undefined;
  const page = queryValue(params, "page", issues);
  if (page !== undefined && !(PAGE.test(page) && Number(page) <= route.maxPages)) {
    issues.push({
      code: "out_of_range",
      field: "page",
      message: `a page number, 1 up to the ${route.noun}'s pages (at most ${route.maxPages})`,
      expected: `an integer 1–${route.maxPages}`,
      received: received(page),
    });
  }
  const scale = queryScale(queryValue(params, "scale", issues), issues);
  if ((fixed ?? format) === "pdf" && params.page !== undefined) {
    issues.push({
      code: "invalid_value",
      field: "page",
      message: `a PDF is the whole ${route.noun}; page picks one page in another format`,
      received: received(params.page),
    });
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  return {
    ...(format === undefined ? {} : { format }),
    ...(page === undefined ? {} : { page: Number(page) }),
    scale: scale ?? DEFAULT_RASTER_SCALE,
  };
}

/** The format of a POST: the query's, else the one Accept prefers (a page is never a PDF); 406 when none. */
function formatOf(route: DocumentFileRoute, choice: FileChoice, accept: string | undefined): FileFormat {
  if (choice.format) return choice.format;
  const formats = choice.page === undefined ? route.formats : route.formats.filter((f) => f !== "pdf");
  const format = preferredFormat(accept, formats, FILE_MEDIA_TYPES);
  if (format) return format;
  throw new ApiError(
    "not_acceptable",
    `Accept names no format a ${route.noun}${choice.page === undefined ? "" : "'s page"} comes in; accept one of ${formats.map((f) => FILE_MEDIA_TYPES[f]).join(", ")}, or ask with ?format=`,
    "Accept",
  );
}

function documentRoutes(app: FastifyInstance, artifacts: Artifacts, route: DocumentFileRoute): void {
  const formatOfExtension = new Map<string, FileFormat>(
    route.formats.map((format) => [FILE_EXTENSIONS[format], format]),
  );
  const draw = (text: string, format: FileFormat, choice: FileChoice) =>
    artifacts.document({ kind: route.kind, text, format, page: choice.page ?? 1, scale: choice.scale });

  const contract = staticBody(documentFileContract(route));
  app.get(route.path, async (request, reply) => sendStatic(request, reply, contract));

  app.post(route.path, {
    preParsing: jsonBodyOnly,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const choice = choiceOf(route, request.query);
      const format = formatOf(route, choice, request.headers.accept);
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const file = await draw(raw.toString("utf8"), format, choice);
      reply.headers({ ...file.headers, vary: "Accept", "cache-control": "no-store" });
      reply.header("etag", file.body.identity.etag);
      return sendEncoded(request, reply, file.body);
    },
  });

  app.get(`${route.path}/*`, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const dot = name.lastIndexOf(".");
    const format = dot === -1 ? undefined : formatOfExtension.get(name.slice(dot + 1));
    if (format === undefined) {
      throw new ApiError(
        "not_found",
        `a ${route.noun} URL is ${route.path}/{document}.{extension}, the extension one of .${[...formatOfExtension.keys()].join(", .")}`,
        "path",
      );
    }
    const choice = choiceOf(route, request.query, format);
    const document = jsonOfUrl(name.slice(0, dot), route.path);
    const file = await draw(JSON.stringify(document), format, choice);
    reply.headers(file.headers);
    return sendStatic(request, reply, file.body, IMMUTABLE_CACHE_CONTROL);
  });
}

export async function documentFileRoutes(app: FastifyInstance, artifacts: Artifacts): Promise<void> {
  for (const route of DOCUMENT_FILE_ROUTES) documentRoutes(app, artifacts, route);
}
