// The generated parts of the docs: `{{name argument}}` placeholders in the markdown sources expand to tables,
// lists, examples and values read from the contract and the catalogs, so the docs can never drift from what
// the service does.
import { AGENT_BLOCKS } from "./agents.js";
import { CATALOG_BLOCKS } from "./catalogs.js";
import type { Block, BlockContext } from "./context.js";
import { GENERATE_BLOCKS } from "./generate.js";
import { LAB_BLOCKS } from "./labs.js";
import { OPERATION_BLOCKS } from "./operations.js";
import { REFERENCE_BLOCKS } from "./reference.js";
import { STUDIO_BLOCKS } from "./studio.js";
import { TEXT_BLOCKS } from "./text.js";
import { value } from "./values.js";

export type { BlockContext, SkillPackage } from "./context.js";
export { labNote, NOT_YET } from "./labs.js";
export { BROWSER_RULES, DESIGN_EXPORT, HTTP_RULES } from "./studio.js";

const BLOCKS: Record<string, Block> = {
  ...GENERATE_BLOCKS,
  ...REFERENCE_BLOCKS,
  ...CATALOG_BLOCKS,
  ...STUDIO_BLOCKS,
  ...LAB_BLOCKS,
  ...AGENT_BLOCKS,
  ...OPERATION_BLOCKS,
  ...TEXT_BLOCKS,
  value,
};

/**
 * Every placeholder: `{{fields background}}`, `{{grammar}}`, `{{value material-count}}`. One alone on its line
 * is matched with its line break and the blank line after it: a block with nothing to say there (a lab's note
 * once the lab has landed) takes its paragraph with it instead of leaving a blank gap.
 */
const PLACEHOLDER =
  /^\{\{([a-z-]+)(?: ([a-z0-9-]+))?\}\}[ \t]*(\n[ \t]*\n|\n|$)|\{\{([a-z-]+)(?: ([a-z0-9-]+))?\}\}/gmu;

/** Replaces every placeholder of a markdown source; an unknown one is an error in our own sources. */
export function expandBlocks(markdown: string, context: BlockContext): string {
  const expanded = markdown.replace(PLACEHOLDER, (...match: (string | undefined)[]) => {
    const [, lineName, lineArgument, lineEnd, name = lineName ?? "", argument = lineArgument] = match;
    const block = BLOCKS[name];
    if (!block) throw new Error(`docs: unknown block {{${name}}}`);
    const text = block(argument, context);
    return lineEnd === undefined || text === "" ? text : `${text}${lineEnd}`;
  });
  const left = /\{\{[^}]*\}\}/u.exec(expanded);
  if (left) throw new Error(`docs: malformed placeholder ${left[0]}`);
  return expanded;
}
