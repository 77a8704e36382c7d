// An identity's colour tokens: GET /api/identities/{id}/tokens?format= for a built-in identity (a static file,
// ETag and 304 like the catalogs) and POST /api/tokens for an identity with the caller's own ink and paper.
// Registered beside POST /api/generate, whose body parsing and bounds it shares.
import type { FastifyInstance } from "fastify";
import { resolveIdentity } from "../../catalog/identities/resolve.js";
import { ApiError } from "../../contract/api-error.js";
import {
  DEFAULT_TOKEN_FORMAT,
  IDENTITY_PRESETS,
  IDENTITY_TOKENS_PATH,
  type Issue,
  isIdentityPreset,
  TOKEN_FORMATS,
  TOKENS_PATH,
  type TokenFormat,
} from "../../contract/index.js";
import { validateTokensText } from "../../generate/tokens-validate.js";
import { renderTokens, type TokensFile } from "../../render/tokens/index.js";
import { jsonBodyOnly } from "../json-media-type.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

/** `?format=` (the only parameter), or every issue with the query. */
function tokenFormat(query: unknown): TokenFormat {
  const { format, ...rest } = (query ?? {}) as Record<string, unknown>;
  const issues: Issue[] = Object.keys(rest).map((name) => ({
    code: "unknown_field",
    field: name,
    message: "this query parameter is not defined; use format",
  }));
  const valid = typeof format === "string" && (TOKEN_FORMATS as readonly string[]).includes(format);
  if (format !== undefined && !valid) {
    issues.push({
      code: Array.isArray(format) ? "invalid_type" : "invalid_enum",
      field: "format",
      message: `expected one of: ${TOKEN_FORMATS.join(", ")}`,
      expected: `one of: ${TOKEN_FORMATS.join(", ")}`,
      received: Array.isArray(format) ? "a list" : JSON.stringify(format).slice(0, 40),
    });
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  return (format as TokenFormat | undefined) ?? DEFAULT_TOKEN_FORMAT;
}

const disposition = (file: TokensFile) => `inline; filename="${file.filename}"`;

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const files = new Map<string, { file: TokensFile; body: StaticBody }>();
  app.get(IDENTITY_TOKENS_PATH, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isIdentityPreset(id)) {
      throw new ApiError(
        "not_found",
        `no identity ${JSON.stringify(id.slice(0, 80))}; identities: ${IDENTITY_PRESETS.join(", ")} (GET /api/identities)`,
        "id",
      );
    }
    const format = tokenFormat(request.query);
    const key = `${id}/${format}`;
    let kept = files.get(key);
    if (!kept) {
      const file = renderTokens(resolveIdentity({ preset: id }), format);
      kept = { file, body: staticBody(file.text, file.mediaType) };
      files.set(key, kept);
    }
    reply.header("content-disposition", disposition(kept.file));
    return sendStatic(request, reply, kept.body);
  });

  app.post(TOKENS_PATH, {
    preParsing: jsonBodyOnly,
    handler: async (request, reply) => {
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const tokens = validateTokensText(raw.toString("utf8"));
      const file = renderTokens(resolveIdentity(tokens.identity), tokens.format);
      reply.headers({ "cache-control": "no-store", "content-disposition": disposition(file) });
      return reply.type(file.mediaType).send(Buffer.from(file.text));
    },
  });
}
