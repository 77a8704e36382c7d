// The Terminal card's inspector: the shared identity's preset, the code (a text area) and its language, the
// window (chrome, title, theme), the lines (numbers, highlighted lines as "3, 5-8", tab size) and the card's
// size. Every field's bounds and options are the contract's (schema-controls.ts).
import {
  CODE_CARD_LIMITS,
  CODE_LANGUAGE_NAMES,
  type CodeCardDocument,
  codeCardDocumentSchema,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { PRESET_NAMES } from "../preset-names.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";

const schema = toRequestJsonSchema(codeCardDocumentSchema);

const CHROME_LABELS = { macos: "macOS", windows: "Windows", none: "None" };
const THEME_LABELS = { dark: "Dark", light: "Light" };

type Commit = (doc: Record<string, unknown>) => Promise<unknown>;
type Highlight = CodeCardDocument["highlightLines"][number];

/** Highlighted lines as people write them: "3, 5-8". */
export const highlightText = (highlights: readonly Highlight[]): string =>
  highlights
    .map((entry) => (typeof entry === "number" ? String(entry) : `${entry[0]}-${entry[1]}`))
    .join(", ");

/** "3, 5-8" as the document's list; the contract judges the numbers (within the code, in order). */
export function parseHighlights(text: string): Highlight[] {
  const entries = text
    .split(/[,\s]+/u)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return entries.map((part) => {
    const match = /^(\d+)(?:[-–](\d+))?$/u.exec(part);
    if (!match) {
      const message = `Highlighted lines are line numbers or ranges such as "3, 5-8" ("${part.slice(0, 20)}" is neither)`;
      // An issue at the field as the contract's refusals carry one, so the inspector shows it there.
      throw StudioError.of("invalid_request", message, "highlightLines", [
        {
          code: "invalid_value",
          field: "highlightLines",
          message,
          expected: 'line numbers or ranges, e.g. "3, 5-8"',
        },
      ]);
    }
    const from = Number(match[1]);
    return match[2] === undefined ? from : ([from, Number(match[2])] as [number, number]);
  });
}

/** Every control of the tool for `doc`, each committing a whole document through `commit`. */
export function codeCardControls(doc: CodeCardDocument, commit: Commit): Control[] {
  const bindings: FieldBinding[] = [
    {
      path: "identity.preset",
      label: "Preset",
      section: "Identity",
      optionLabels: PRESET_NAMES,
      hint: "the identity whose colours and mono face draw the card; every tool shares it",
    },
    {
      path: "code",
      label: "Code",
      section: "Code",
      hint: `at most ${CODE_CARD_LIMITS.chars} characters and ${CODE_CARD_LIMITS.lines} lines`,
    },
    { path: "language", label: "Language", section: "Code", optionLabels: CODE_LANGUAGE_NAMES },
    { path: "title", label: "Title", section: "Window", hint: "the window's title, e.g. a file name" },
    { path: "chrome", label: "Chrome", section: "Window", optionLabels: CHROME_LABELS },
    { path: "theme", label: "Theme", section: "Window", optionLabels: THEME_LABELS },
    { path: "lineNumbers", label: "Line numbers", section: "Lines" },
    { path: "tabSize", label: "Tab size", section: "Lines" },
    { path: "fontSize", label: "Code size", section: "Card" },
    { path: "padding", label: "Padding", section: "Card" },
    {
      path: "width",
      label: "Width",
      section: "Card",
      hint: "the card's width in pixels; empty: fits the longest line",
    },
  ];
  const controls = schemaControls(schema, doc, bindings, (path, value) =>
    commit(withValue(doc, path, value)).then(() => undefined),
  );
  const highlights: Control = {
    label: "Highlighted lines",
    kind: "text",
    value: highlightText(doc.highlightLines),
    placeholder: "e.g. 3, 5-8",
    section: "Lines",
    path: "highlightLines",
    hint: `line numbers or ranges, at most ${CODE_CARD_LIMITS.highlights}`,
    enabled: true,
    commit: async (value: unknown) => {
      await commit({ ...doc, highlightLines: parseHighlights(String(value ?? "")) });
    },
  };
  // After the line numbers: the inspector groups by section in the order controls come.
  const at = controls.findIndex((control) => control.label === "Tab size");
  return [...controls.slice(0, at), highlights, ...controls.slice(at)];
}
