// GET /api/open-graph-images.{extension}?identity=…&title=… in /openapi.json: one Open Graph image named in a
// readable query (the contract's openGraphQuerySchema), for a page's og:image.
import {
  FILE_EXTENSIONS,
  FILE_MEDIA_TYPES,
  OPEN_GRAPH_IMAGES_PATH,
  OPEN_GRAPH_QUERY_FORMATS,
  openGraphQuerySchema,
  toRequestJsonSchema,
} from "../contract/index.js";
import { CACHED_HEADERS, NOT_MODIFIED, operation, READ_ERRORS } from "./openapi-operations.js";

const schema = toRequestJsonSchema(openGraphQuerySchema);
const EXAMPLES: Readonly<Record<string, unknown>> = {
  identity: "halden-rail",
  title: "Timetables that read themselves",
  subtitle: "How we rebuilt the departure boards",
  url: "https://haldenrail.example/blog",
  platform: "open-graph",
  ground: "grain-gradient",
  layout: "side",
  scale: "1",
};

export const openGraphQueryPaths = {
  [`${OPEN_GRAPH_IMAGES_PATH}.{extension}`]: {
    get: {
      ...operation({
        operationId: "getOpenGraphImage",
        tag: "generate",
        summary: "An Open Graph image named in a readable query",
        description: `One image of POST ${OPEN_GRAPH_IMAGES_PATH} at a URL a page template can write for \`og:image\`: a built-in identity, the page's words, a platform size, a ground and a layout, with the body's bounds. The same bytes as the body it stands for; cached for a year. A custom identity or a picture takes the body.`,
        parameters: [
          {
            name: "extension",
            in: "path",
            required: true,
            schema: { type: "string", enum: OPEN_GRAPH_QUERY_FORMATS.map((f) => FILE_EXTENSIONS[f]) },
            example: "png",
          },
          ...Object.entries(schema.properties ?? {}).map(([name, property]) => ({
            name,
            in: "query",
            required: false,
            description: typeof property.description === "string" ? property.description : name,
            schema: { ...property, description: undefined },
            example: EXAMPLES[name],
          })),
        ],
      }),
      responses: {
        "200": {
          description: "The image; immutable.",
          headers: {
            "Content-Disposition": {
              schema: { type: "string" },
              description: "inline; filename={name}-1-{platform}.{extension}",
            },
            ...CACHED_HEADERS,
          },
          content: Object.fromEntries(
            OPEN_GRAPH_QUERY_FORMATS.map((format) => [
              FILE_MEDIA_TYPES[format],
              {
                schema: {
                  type: "string",
                  ...(format === "svg" ? {} : { format: "binary" }),
                  contentMediaType: FILE_MEDIA_TYPES[format],
                },
              },
            ]),
          ),
        },
        ...NOT_MODIFIED,
        ...READ_ERRORS,
      },
    },
  },
};
