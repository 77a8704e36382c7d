// The boundary of window.marque.studio: every call's input checked once against the contract's action table
// (src/contract/studio-actions.ts), with the issues the HTTP API gives, before any tool sees it.
import type { z } from "zod";
import { ApiError } from "../../src/contract/api-error.js";
import { RESOURCE_PATHS } from "../../src/contract/index.js";
import { fromZodIssues } from "../../src/generate/issues.js";
import { StudioError } from "../runtime/errors.js";

/** Where the facade's calls and their inputs are published (an unknown field is not the generation contract's). */
const ACTION_INPUTS = `the input of this call (the Studio's operations, actions and their inputs: GET ${RESOURCE_PATHS.markdownDocs.replace(":path", "studio")})`;

/** `input` parsed by `schema`, or a StudioError listing every issue (unknown fields first, as over HTTP). */
export function checkedInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success)
    throw new StudioError(ApiError.invalid(fromZodIssues(result.error.issues))).naming(ACTION_INPUTS);
  return result.data;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * source.apply takes `{source}`. A document passed bare would be refused field by field (kind, version,
 * layers… each "unknown"), and a caller fixing those fields would delete the document: say where it goes.
 */
export function sourceApplyInput(args: unknown): unknown {
  if (!isObject(args) || "source" in args || Object.keys(args).length === 0) return args;
  throw new StudioError(
    ApiError.invalid(
      [
        {
          code: "required",
          field: "source",
          message: `source.apply takes {source}: the document (or its JSON text) goes in source, not the input itself (which has ${Object.keys(
            args,
          )
            .slice(0, 5)
            .join(", ")}${Object.keys(args).length > 5 ? ", …" : ""})`,
          expected: "object or JSON string",
        },
      ],
      0,
      null,
    ),
  );
}
