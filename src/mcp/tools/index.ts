// Every MCP tool, in the order tools/list gives them. A new job is a module here and a line in TOOLS.
import type { Tool } from "../tool.js";
import { makeDesignSequence } from "./design-sequence.js";
import { getElementBrief } from "./element-brief.js";
import { exportTool } from "./export.js";
import { listCatalog } from "./list-catalog.js";
import { makeBackground } from "./make-background.js";
import { makeDeck } from "./make-deck.js";
import { makeGraphic } from "./make-graphic.js";
import { search } from "./search.js";

export const TOOLS: readonly Tool[] = [
  makeBackground,
  makeGraphic,
  makeDeck,
  getElementBrief,
  makeDesignSequence,
  exportTool,
  search,
  listCatalog,
];
