// Blocks of what each lab offers, read from the labs catalog (handed in through the context), so a page that
// describes browser work the Studio does not have yet says so, and stops saying so once the lab lands.
import type { Lab } from "../../catalog/labs/index.js";
import { STUDIO_TOOLS } from "../../catalog/studio-tools/index.js";
import { MOTION_EXPORT_FORMATS, RESOURCE_PATHS, STUDIO_API } from "../../contract/index.js";
import { code, sentenceList, table } from "../markdown.js";
import { type Block, type BlockContext, misuse } from "./context.js";

/** The words every note about a missing lab carries: what a reader (or a test) looks for. */
export const NOT_YET = "not in this version of the Studio yet";

/** What a lab's browser tool would do, for the labs whose tool is specified before it is built. */
const PENDING: Record<string, { action: string; formats: readonly string[]; what: string }> = {
  "design-lab": {
    action: STUDIO_API.designExport.action,
    formats: STUDIO_API.designExport.formats,
    what: "live WebGL materials",
  },
};

/** "png, jpg" → "PNG, JPG" joined with `last` before the final one. */
export const formatList = (formats: readonly string[], last: "and" | "or" = "or") => {
  const names = formats.map((f) => f.toUpperCase());
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}`;
};

/** The formats the Studio's tools export today, and the tools that export them. */
const TOOL_EXPORTS = STUDIO_TOOLS.filter((t) => t.exports.length > 0);
export const TOOL_FORMATS: readonly string[] = [...new Set(TOOL_EXPORTS.flatMap((t) => t.exports))];

/** The motion formats of design.export: a shader sequence's GIF, MP4 and WebM. */
export const DESIGN_MOTION_FORMATS: readonly string[] = STUDIO_API.designExport.formats.filter((f) =>
  (MOTION_EXPORT_FORMATS as readonly string[]).includes(f),
);

function lab(id: string | undefined, name: string, context: BlockContext): Lab {
  const found = context.labs.find((l) => l.id === id);
  return found ?? misuse(name, id, `a lab id of GET ${RESOURCE_PATHS.labs}`);
}

/** True when the lab's browser work is not (wholly) in this version of the Studio. */
export const labMissing = (id: string, context: BlockContext): boolean => {
  const { browser } = lab(id, "lab", context);
  return !browser.available || browser.pending !== undefined;
};

/**
 * The one plain note a page gives where it describes a lab's browser work the Studio does not have yet: what
 * is missing, and what works today instead. Empty once the lab is in the Studio.
 */
export function labNote(id: string, context: BlockContext): string {
  const found = lab(id, "lab-status", context);
  if (!labMissing(id, context)) return "";
  const pending = PENDING[found.id];
  const available = found.browser.available ? found.browser : undefined;
  const missing = available
    ? `${found.name} documents from ${code(`POST ${RESOURCE_PATHS.generate}`)}, shader sequences and their ${formatList(DESIGN_MOTION_FORMATS, "and")} exports: ${code(pending?.action ?? "")} makes ${formatList(available.exports, "and")} frames of one live material in the ${sentenceList(available.tools.map(code))} tool`
    : pending
      ? `the ${found.name} tool, so ${code(pending.action)} (${formatList(pending.formats)} from ${pending.what}) cannot run`
      : `the ${found.name} tool`;
  return [
    `**${NOT_YET[0]?.toUpperCase()}${NOT_YET.slice(1)}:** ${missing}.`,
    `Today ${"kind" in found.http ? `${code(`POST ${RESOURCE_PATHS.generate}`)} with \`kind: "${found.http.kind}"\`` : code(`POST ${found.http.endpoint}`)} returns the source document,`,
    `and the Studio's ${sentenceList(TOOL_EXPORTS.filter((t) => !t.exportAction).map((t) => code(t.id)))} tools export ${formatList(TOOL_FORMATS.filter((f) => TOOL_EXPORTS.some((t) => !t.exportAction && (t.exports as readonly string[]).includes(f))))}`,
    `(${code("<tool>.export")}). [${code(`GET ${RESOURCE_PATHS.labs}`)}](${RESOURCE_PATHS.labs}) says what the running Studio has.`,
  ].join(" ");
}

/** The actions of labs not in the Studio yet that `text` names (a shipped skill can describe them). */
export const missingActionsIn = (text: string, context: BlockContext): string[] =>
  context.labs.flatMap((l) => {
    const action = PENDING[l.id]?.action;
    return labMissing(l.id, context) && action && text.includes(action) ? [action] : [];
  });

/** `{{lab-status <lab id>}}`: the note as a quote, or nothing once the lab is in the Studio. */
const labStatus: Block = (argument, context) => {
  const note = labNote(argument ?? "", context);
  return note ? `> ${note}` : "";
};

/** `{{lab-pending <lab id>}}`: ` (not in this version of the Studio yet)` beside a mention, or nothing. */
const labPending: Block = (argument, context) =>
  labMissing(lab(argument, "lab-pending", context).id, context) ? ` (${NOT_YET})` : "";

/** `{{labs}}`: every lab, over HTTP and in the browser. */
const labs: Block = (_, context) =>
  table(
    ["Lab", "Over HTTP", "In the browser Studio"],
    context.labs.map((l) => [
      `**${l.name}** (${code(l.id)}): ${l.description}`,
      "kind" in l.http
        ? `\`POST ${RESOURCE_PATHS.generate}\` with \`kind: "${l.http.kind}"\``
        : `\`POST ${l.http.endpoint}\``,
      l.browser.available
        ? `tools ${l.browser.tools.map(code).join(", ")}; actions ${l.browser.actions.map(code).join(", ")}${
            l.browser.exports.length > 0 ? `; exports ${sentenceList(l.browser.exports)}` : ""
          }${l.browser.pending ? `. ${l.browser.pending}` : ""}`
        : l.browser.note,
    ]),
  );

export const LAB_BLOCKS: Record<string, Block> = {
  labs,
  "lab-status": labStatus,
  "lab-pending": labPending,
};
