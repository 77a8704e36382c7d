// The Terminal card tool's source document and POST /api/code-cards's body: a code snippet drawn as a branded
// card — highlighted in the identity's colours, in a window with optional chrome, line numbers, highlighted
// lines and a title — with its bounds stated once here for the schema, the renderer and the Studio's controls.
import { z } from "zod";
import type { DocumentFileRoute } from "./document-files.js";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";

export const CODE_CARD_DOCUMENT_KIND = "code-card";
export const CODE_CARD_DOCUMENT_VERSION = 1;
export const CODE_CARDS_PATH = "/api/code-cards";

/** The languages a card highlights (each one grammar, loaded only when a card uses it); `text` is plain. */
export const CODE_LANGUAGES = [
  "typescript",
  "tsx",
  "javascript",
  "jsx",
  "python",
  "bash",
  "json",
  "yaml",
  "toml",
  "html",
  "css",
  "go",
  "rust",
  "sql",
  "diff",
  "text",
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
/** The languages as a programmer names them. */
export const CODE_LANGUAGE_NAMES: Readonly<Record<CodeLanguage, string>> = {
  typescript: "TypeScript",
  tsx: "TSX",
  javascript: "JavaScript",
  jsx: "JSX",
  python: "Python",
  bash: "Bash",
  json: "JSON",
  yaml: "YAML",
  toml: "TOML",
  html: "HTML",
  css: "CSS",
  go: "Go",
  rust: "Rust",
  sql: "SQL",
  diff: "Diff",
  text: "Plain text",
};

/** Window chrome: macOS traffic lights, Windows caption buttons, or a bare panel. */
export const CODE_CARD_CHROMES = ["macos", "windows", "none"] as const;
export type CodeCardChrome = (typeof CODE_CARD_CHROMES)[number];
/** The code's ground: the identity's dark or light side. */
export const CODE_CARD_THEMES = ["dark", "light"] as const;
export type CodeCardTheme = (typeof CODE_CARD_THEMES)[number];

/** What one card holds: a snippet fits a slide or a post; longer code belongs in a file, not an image. */
export const CODE_CARD_LIMITS = {
  chars: 4000,
  lines: 80,
  title: 80,
  /** Entries of highlightLines (a line or a range each). */
  highlights: 20,
} as const;
/** The card's width in pixels; omitted, it fits the longest line within `auto`. */
export const CODE_CARD_WIDTH = { min: 480, max: 1600, auto: 1200 } as const;
export const CODE_CARD_FONT_SIZE = { min: 12, max: 32, default: 18 } as const;
export const CODE_CARD_PADDING = { min: 0, max: 128, default: 56 } as const;

/** What the Terminal card tool exports: the card as PNG, SVG (type outlined), JPG or a one-page vector PDF. */
export const CODE_CARD_TOOL_EXPORTS = ["png", "svg", "jpg", "pdf"] as const;

/** The code's lines as the card numbers them: any line ending (LF, CRLF, CR) ends a line. */
export const codeLines = (code: string): string[] => code.split(/\r\n|\r|\n/u);

const lineNumber = z.number().int().min(1).max(CODE_CARD_LIMITS.lines);

/** The lines a highlight list names, 1-based, each once, in order. */
export function highlightedLines(highlights: readonly (number | readonly [number, number])[]): number[] {
  const lines = new Set<number>();
  for (const entry of highlights) {
    const [from, to] = typeof entry === "number" ? [entry, entry] : entry;
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

const documentShape = {
  version: z.literal(CODE_CARD_DOCUMENT_VERSION).default(CODE_CARD_DOCUMENT_VERSION),
  identity: identitySchema
    .default({ preset: DEFAULT_IDENTITY_PRESET })
    .describe("the identity whose colours and mono face draw the card (the Studio's shared identity)"),
  code: z
    .string()
    .min(1)
    .max(CODE_CARD_LIMITS.chars)
    .describe(
      `the snippet, at most ${CODE_CARD_LIMITS.chars} characters and ${CODE_CARD_LIMITS.lines} lines; tabs expand to tabSize`,
    ),
  language: z.enum(CODE_LANGUAGES).default("typescript").describe("the grammar that highlights the code"),
  title: z
    .string()
    .trim()
    .min(1)
    .max(CODE_CARD_LIMITS.title)
    .optional()
    .describe("the window's title, e.g. a file name; omitted: none"),
  chrome: z.enum(CODE_CARD_CHROMES).default("macos").describe("the window's chrome"),
  theme: z.enum(CODE_CARD_THEMES).default("dark").describe("the code's ground: the identity's dark or light"),
  lineNumbers: z.boolean().default(true).describe("whether each line shows its number"),
  highlightLines: z
    .array(z.union([lineNumber, z.tuple([lineNumber, lineNumber])]))
    .max(CODE_CARD_LIMITS.highlights)
    .default([])
    .describe(
      `lines drawn on a band: line numbers (1-based) or [from, to] ranges, at most ${CODE_CARD_LIMITS.highlights} entries, within the code`,
    ),
  tabSize: z.number().int().min(1).max(8).default(4).describe("the columns a tab advances to"),
  fontSize: z
    .number()
    .int()
    .min(CODE_CARD_FONT_SIZE.min)
    .max(CODE_CARD_FONT_SIZE.max)
    .default(CODE_CARD_FONT_SIZE.default)
    .describe("the code's size in pixels"),
  padding: z
    .number()
    .int()
    .min(CODE_CARD_PADDING.min)
    .max(CODE_CARD_PADDING.max)
    .default(CODE_CARD_PADDING.default)
    .describe("the identity's ground around the window, in pixels"),
  width: z
    .number()
    .int()
    .min(CODE_CARD_WIDTH.min)
    .max(CODE_CARD_WIDTH.max)
    .optional()
    .describe(
      `the card's width in pixels; longer lines wrap; omitted: fits the longest line, at most ${CODE_CARD_WIDTH.auto}`,
    ),
};

type Shape = { code: string; highlightLines: readonly (number | readonly [number, number])[] };

/** The bounds one field cannot state alone: the code's lines, and highlights within them. */
function withinCode(doc: Shape, ctx: z.RefinementCtx): void {
  const lines = codeLines(doc.code).length;
  if (lines > CODE_CARD_LIMITS.lines)
    ctx.addIssue({
      code: "custom",
      path: ["code"],
      message: `a card holds at most ${CODE_CARD_LIMITS.lines} lines of code (this has ${lines})`,
      params: { code: "too_long" },
    });
  doc.highlightLines.forEach((entry, index) => {
    const [from, to] = typeof entry === "number" ? [entry, entry] : entry;
    if (from > to)
      ctx.addIssue({
        code: "custom",
        path: ["highlightLines", index],
        message: `a range runs from its first line to its last ([${to}, ${from}], not [${from}, ${to}])`,
        params: { code: "invalid_value", expected: "[from, to] with from ≤ to" },
      });
    else if (to > lines)
      ctx.addIssue({
        code: "custom",
        path: ["highlightLines", index],
        message: `line ${to} is past the code's last line (${lines})`,
        params: { code: "out_of_range", expected: `lines 1–${lines}` },
      });
  });
}

export const codeCardDocumentSchema = z
  .strictObject({ kind: z.literal(CODE_CARD_DOCUMENT_KIND), ...documentShape })
  .superRefine(withinCode)
  .describe(
    "a Terminal card document: a code snippet drawn as a card in the identity's colours and mono face",
  );

export type CodeCardDocument = z.output<typeof codeCardDocumentSchema>;

/** POST /api/code-cards's body: a Terminal card document, whose `kind` may be left out. */
export const codeCardRequestSchema = z
  .strictObject({
    kind: z.literal(CODE_CARD_DOCUMENT_KIND).default(CODE_CARD_DOCUMENT_KIND),
    ...documentShape,
  })
  .superRefine(withinCode)
  .describe(
    "a code card to draw: the Terminal card tool's document (kind optional); answered as PNG, SVG (type outlined), WebP, JPEG, AVIF or a one-page PDF",
  );

/** `POST /api/code-cards` and its file URLs: one page, the card. */
export const CODE_CARD_FILES: DocumentFileRoute = {
  kind: CODE_CARD_DOCUMENT_KIND,
  path: CODE_CARDS_PATH,
  noun: "code card",
  formats: ["png", "svg", "webp", "jpeg", "avif", "pdf"],
  maxPages: 1,
  request: codeCardRequestSchema,
  document: codeCardDocumentSchema,
  example: {
    identity: { preset: "tessel-labs" },
    code: 'def greet(name: str) -> str:\n    return f"Hello, {name}"',
    language: "python",
    title: "greet.py",
    highlightLines: [2],
  },
  openapi: {
    name: "CodeCard",
    summary: "Generate a terminal card (a code snippet as an image)",
    description: `A code snippet drawn as a card: highlighted by Shiki in the identity's colours (every colour at 4.5:1 or better on the code's ground), in a window with macOS, Windows or no chrome, a title, line numbers and highlighted lines, on the identity's gradient; type outlined from the identity's bundled mono face. At most ${CODE_CARD_LIMITS.chars} characters and ${CODE_CARD_LIMITS.lines} lines; lines longer than the card wrap. One page: the card, ${CODE_CARD_WIDTH.min}–${CODE_CARD_WIDTH.max} pixels wide (omitted: fits the longest line, at most ${CODE_CARD_WIDTH.auto}).`,
  },
};
