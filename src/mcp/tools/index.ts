// Every MCP tool, in the order tools/list gives them. A new job is a module here and a line in TOOLS:
// "make a deck" (POST /api/decks) and "export" (the export service) will be make-deck.ts and export.ts.
import type { Tool } from "../tool.js";
import { makeDesignSequence } from "./design-sequence.js";
import { getElementBrief } from "./element-brief.js";
import { listCatalog } from "./list-catalog.js";
import { makeBackground } from "./make-background.js";
import { makeGraphic } from "./make-graphic.js";
import { search } from "./search.js";

export const TOOLS: readonly Tool[] = [
  makeBackground,
  makeGraphic,
  getElementBrief,
  makeDesignSequence,
  search,
  listCatalog,
];
