// What each of Motion's inspector sections is given: the tool's host, the document as the section is drawn,
// the loop's length, and `bound`, which binds fields to the contract's schema (each edit one whole commit).
import type { MotionDocument } from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import type { ShaderLibrary } from "../../runtime/shader-library/index.js";
import type { FieldBinding } from "../schema-controls.js";
import type { MotionPlayer } from "./player.js";

type Swatches = readonly { name: string; value: string }[];

/** What the controls need from the tool. */
export interface MotionHost {
  doc(): MotionDocument;
  /** Validates and applies `next`; resolves once committed (throws the API's error body when refused). */
  commit(next: unknown): Promise<void>;
  player: MotionPlayer;
  library: ShaderLibrary;
  /** The identity's colours as one-click choices, and its own gradient. */
  swatches: Swatches;
  gradient: readonly [string, string, string];
  /** The line's colour when the document leaves it to the material (paper on dark, ink on light). */
  autoTextColor(): string;
  /** The line a new Type starts with (the identity's tagline or name). */
  defaultLine(): string;
  /** Chooses a material with its tuned settings written out. */
  choose(materialId: string): Promise<void>;
  redraw(): void;
}

export interface MotionSection {
  host: MotionHost;
  doc: MotionDocument;
  loopMs: number;
  /** Controls for `bindings`, read from the document and committed through the tool's validator. */
  bound(bindings: FieldBinding[]): Control[];
}
