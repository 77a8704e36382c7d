// What the blocks may read besides the contract and the catalogs: files the edge loaded for them, and the labs
// catalog (handed in, so a test can build the pages as they will read once a lab lands).
import type { Lab } from "../../catalog/labs/index.js";

/** An agent-framework skill shipped in the repository (`skills/<name>/SKILL.md`). */
export interface SkillPackage {
  name: string;
  description: string;
  /** Repository path of the SKILL.md. */
  path: string;
  /** The SKILL.md as written. */
  markdown: string;
}

export interface BlockContext {
  skills: readonly SkillPackage[];
  /** The labs catalog (`LABS`): what each lab offers in the browser Studio today. */
  labs: readonly Lab[];
}

/** One generated block: `{{name argument}}` in a source → markdown. */
export type Block = (argument: string | undefined, context: BlockContext) => string;

/** A block used wrongly in our own sources is a build error, not a silent blank. */
export const misuse = (name: string, argument: string | undefined, expected: string): never => {
  throw new Error(`docs: {{${name}${argument ? ` ${argument}` : ""}}} needs ${expected}`);
};
