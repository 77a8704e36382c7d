// A material a document already validated, by id: every tool that draws materials looks them up alike.
import { materialById } from "../../src/catalog/materials/index.js";
import type { MaterialRecord } from "../../src/catalog/materials/types.js";

/** The record of a material the document already validated (an unknown id here is a defect, said as one). */
export function materialOf(id: string): MaterialRecord {
  const material = materialById(id);
  if (!material) throw new Error(`no material ${id}`);
  return material;
}
