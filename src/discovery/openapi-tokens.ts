// The colour-token routes of /openapi.json: GET /api/identities/{id}/tokens (a built-in identity, cached) and
// POST /api/tokens (an identity with the caller's overrides).
import {
  DEFAULT_TOKEN_FORMAT,
  IDENTITY_PRESETS,
  TOKEN_FILE_SUFFIXES,
  TOKEN_FORMATS,
  TOKEN_MEDIA_TYPES,
  TOKENS_PATH,
  tokensRequestSchema,
  toRequestJsonSchema,
} from "../contract/index.js";
import { CACHED_HEADERS, component, errorResponses, NOT_MODIFIED, operation } from "./openapi-operations.js";

const WHAT =
  "the identity's palette as semantic tokens (surface, text, accent, border, states, focus, brand gradient), tint/shade scales 50–950 computed in OKLCH (accent, neutral, positive, negative; the brand colour itself at its nearest step), and — in the DTCG file's `$extensions[\"com.marque\"].contrast` — every text-like token on every ground with its WCAG 2 ratio and APCA Lc and the levels they pass";

const FORMATS = `dtcg (${TOKEN_MEDIA_TYPES.dtcg}: W3C Design Tokens, colours as OKLCH components with their hex, semantic tokens as aliases), css (custom properties on :root) or tailwind (a Tailwind CSS v4 \`@theme\`)`;

/** The DTCG file is JSON (its groups and tokens are named by the identity's palette); the others are CSS text. */
const content = {
  [TOKEN_MEDIA_TYPES.dtcg]: {
    schema: {
      type: "object",
      required: ["color", "$extensions"],
      properties: {
        $description: { type: "string" },
        color: { type: "object", additionalProperties: true, description: "token groups; `$type` color" },
        $extensions: {
          type: "object",
          additionalProperties: true,
          description: "com.marque: identity, contrast",
        },
      },
    },
  },
  [TOKEN_MEDIA_TYPES.css]: { schema: { type: "string", contentMediaType: TOKEN_MEDIA_TYPES.css } },
};

const fileResponse = (headers: Record<string, unknown>) => ({
  description: `The tokens file, named in Content-Disposition (inline; {identity-slug}${Object.values(TOKEN_FILE_SUFFIXES).join(" | ")})`,
  headers: {
    ...headers,
    "Content-Disposition": { schema: { type: "string" }, description: "inline; filename=…" },
  },
  content,
});

export const tokensComponents = { TokensRequest: component(toRequestJsonSchema(tokensRequestSchema)) };

export const tokensPaths = {
  "/api/identities/{id}/tokens": {
    get: {
      ...operation({
        operationId: "getIdentityTokens",
        tag: "catalogs",
        summary: "Colour tokens of a built-in identity",
        description: `${WHAT}, as ${FORMATS}. Deterministic, cached with an ETag.`,
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description: "an identity preset (GET /api/identities)",
            schema: { type: "string", enum: [...IDENTITY_PRESETS] },
            example: "halden-rail",
          },
          {
            name: "format",
            in: "query",
            required: false,
            description: "the file to answer with",
            schema: { type: "string", enum: [...TOKEN_FORMATS], default: DEFAULT_TOKEN_FORMAT },
            example: "css",
          },
        ],
      }),
      responses: {
        "200": fileResponse(CACHED_HEADERS),
        ...NOT_MODIFIED,
        ...errorResponses(["400", "404", "405", "408", "429", "431", "500", "503"]),
      },
    },
  },
  [TOKENS_PATH]: {
    post: {
      ...operation({
        operationId: "generateTokens",
        tag: "generate",
        summary: "Colour tokens of any identity",
        description: `${WHAT}, for an identity as POST /api/generate takes it (a preset with the caller's ink and paper), as ${FORMATS}. Unknown fields are refused with 400 at their path.`,
      }),
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { title: "TokensRequest", ...tokensComponents.TokensRequest },
            examples: {
              css: {
                summary: "CSS custom properties",
                value: { identity: { preset: "halden-rail", ink: "#0B1D3A" }, format: "css" },
              },
            },
          },
        },
      },
      responses: {
        "200": fileResponse({}),
        ...errorResponses(["400", "405", "408", "413", "415", "429", "431", "500", "503"]),
      },
    },
  },
};
