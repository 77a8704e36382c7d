// Maps Zod issues to Marque's issue entries: precise codes, dotted paths and sentences a caller can act on.
import type { z } from "zod";
import { HEX_COLOR_PATTERN, ISSUE_CODES, type Issue, type IssueCode } from "../contract/index.js";

type ZodIssue = z.core.$ZodIssue & { input?: unknown };

/** Dotted path of a Zod path: `["texts", 3, "value"]` → `texts.3.value`. */
export const dottedPath = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? "request" : path.map(String).join(".");

/** A short, safe rendering of what the caller sent (never a whole data URL or object). */
export function describeReceived(input: unknown): string | undefined {
  if (input === undefined) return undefined;
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "object") return "object";
  const text = typeof input === "string" ? JSON.stringify(input) : String(input);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const list = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === "string" ? v : String(v))).join(", ");

const isIssueCode = (value: unknown): value is IssueCode =>
  typeof value === "string" && (ISSUE_CODES as readonly string[]).includes(value);

const SIZE_CODES: ReadonlySet<string> = new Set(["too_big", "too_small"]);

/**
 * Marque's issues for a list of Zod issues. Zod measures the length of anything that has one, so an array
 * sent for a string would also be "too short": a value of the wrong type is refused for its type alone
 * (which is also all the body scan keeps of it, see json-scan.ts).
 */
export function fromZodIssues(issues: readonly ZodIssue[]): Issue[] {
  const wrongType = new Set(issues.filter((i) => i.code === "invalid_type").map((i) => dottedPath(i.path)));
  return issues
    .filter((i) => !(SIZE_CODES.has(i.code) && wrongType.has(dottedPath(i.path))))
    .flatMap(toIssues);
}

/** An unknown field's message in a request; the Studio names the document's own schema instead. */
export const UNKNOWN_FIELD_MESSAGE = "this field is not defined by the contract (see GET /api/generate)";

/** Converts one Zod issue into one or more Marque issues (unknown keys become one issue each). */
export function toIssues(issue: ZodIssue): Issue[] {
  const field = dottedPath(issue.path);
  const received = describeReceived(issue.input);
  const make = (code: IssueCode, message: string, expected?: string): Issue => ({
    code,
    field,
    message,
    ...(expected === undefined ? {} : { expected }),
    ...(received === undefined ? {} : { received }),
  });

  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        code: "unknown_field",
        field: dottedPath([...issue.path, key]),
        message: UNKNOWN_FIELD_MESSAGE,
      }));
    case "invalid_type":
      if (issue.input === undefined) return [make("required", "this field is required", issue.expected)];
      if (issue.expected === "int") return [make("invalid_type", "expected an integer", "integer")];
      return [
        make("invalid_type", `expected ${issue.expected}, received ${typeName(issue.input)}`, issue.expected),
      ];
    case "too_big":
    case "too_small":
      return [sizeIssue(issue, make)];
    case "invalid_value":
      if (issue.input === undefined) {
        return [
          make(
            "required",
            `this field is required: one of ${list(issue.values)}`,
            `one of: ${list(issue.values)}`,
          ),
        ];
      }
      return [
        make("invalid_enum", `expected one of: ${list(issue.values)}`, `one of: ${list(issue.values)}`),
      ];
    case "invalid_union":
      if ("discriminator" in issue && issue.discriminator) {
        // Zod points the path at the discriminator itself (e.g. effect.kind); the input is its object.
        const options = list((issue as { options?: unknown[] }).options ?? []);
        const value = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        return value === undefined
          ? [
              {
                code: "required",
                field,
                message: `this field is required: one of ${options}`,
                expected: `one of: ${options}`,
              },
            ]
          : [
              {
                ...make("invalid_enum", `expected one of: ${options}`, `one of: ${options}`),
                received: describeReceived(value) ?? "",
              },
            ];
      }
      return [make("invalid_value", issue.message)];
    case "invalid_format":
      if (issue.format === "regex" && issue.pattern === String(HEX_COLOR_PATTERN)) {
        return [make("invalid_color", "expected a six-digit HEX colour such as #1A2B3C", "#RRGGBB")];
      }
      return [make("invalid_value", issue.message)];
    case "custom": {
      const params = (issue.params ?? {}) as { code?: unknown; expected?: unknown };
      const code = isIssueCode(params.code) ? params.code : "invalid_value";
      const expected = typeof params.expected === "string" ? params.expected : undefined;
      const issueEntry = make(code, issue.message, expected);
      // Cross-field checks receive the whole object; do not echo it back.
      if (typeof issue.input === "object") delete issueEntry.received;
      return [issueEntry];
    }
    default:
      return [make("invalid_value", issue.message)];
  }
}

function typeName(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  return typeof input;
}

function sizeIssue(
  issue: Extract<ZodIssue, { code: "too_big" | "too_small" }>,
  make: (code: IssueCode, message: string, expected?: string) => Issue,
): Issue {
  const big = issue.code === "too_big";
  const limit = Number(
    big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum,
  );
  const bound = `${big ? "at most" : "at least"} ${limit}`;
  switch (issue.origin) {
    case "string":
      return make(big ? "too_long" : "too_short", `must be ${bound} characters long`, `${bound} characters`);
    case "array":
      return make(big ? "too_many" : "too_short", `must have ${bound} items`, `${bound} items`);
    default:
      return make("out_of_range", `must be ${bound}`, big ? `≤ ${limit}` : `≥ ${limit}`);
  }
}
