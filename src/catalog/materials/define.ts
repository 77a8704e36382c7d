// Turns a category's material drafts into catalog records: the draft's three colours join its settings.
import type { MaterialSettings } from "../../contract/index.js";
import type { EngineParameters, MaterialEngine } from "./engines/index.js";
import type { MaterialCategory, MaterialRecord } from "./types.js";

type NumericControl = {
  [K in keyof MaterialSettings]: MaterialSettings[K] extends number ? K : never;
}[keyof MaterialSettings];

/** An open-source shader family a material is modelled on. */
export interface MaterialSource {
  label: string;
  url: string;
}

export const PAPER_SHADERS: MaterialSource = {
  label: "Paper Shaders (Apache-2.0)",
  url: "https://github.com/paper-design/shaders",
};

interface DraftBase {
  id: string;
  name: string;
  description: string;
  qualityScore: number;
  source?: MaterialSource;
  /** colorA, colorB, colorC: usually ground, body and highlight. */
  colors: readonly [string, string, string];
  settings: Partial<Pick<MaterialSettings, NumericControl>>;
}

/** A record as written in a category file: category comes from the file, colours are listed apart. */
export type MaterialDraft = {
  [E in MaterialEngine]: DraftBase & { engine: E; parameters: EngineParameters[E] };
}[MaterialEngine];

/** The records of one category, in the order written. */
export function defineMaterials(
  category: MaterialCategory,
  drafts: readonly MaterialDraft[],
): MaterialRecord[] {
  return drafts.map((draft) => {
    const [colorA, colorB, colorC] = draft.colors;
    // Spelled out so every record serializes its keys in the same order; the draft type already ties
    // `parameters` to `engine`, which a rebuilt object literal cannot show the compiler.
    return {
      id: draft.id,
      name: draft.name,
      description: draft.description,
      engine: draft.engine,
      category,
      qualityScore: draft.qualityScore,
      ...(draft.source ? { sourceLabel: draft.source.label, sourceUrl: draft.source.url } : {}),
      parameters: draft.parameters,
      settings: { colorA, colorB, colorC, ...draft.settings },
    } as MaterialRecord;
  });
}
