// Markup built once and written under any document's id prefix: definitions that repeat from document to
// document with only their ids changed are not built again for each one.
import { createIdScope, type IdScope } from "./ids.js";
import { type Child, fragment, type Markup } from "./markup.js";

/** The prefix templates are built under: a valid prefix, which no renderer writes for a document. */
const STAND_IN = "mq-stand-in";
const STAND_IN_SCOPE = createIdScope(STAND_IN);

/**
 * Builds pieces of markup once, with their ids under a stand-in prefix, and returns them written under any
 * scope's prefix (each a join of ready pieces). `build` writes its ids through the scope it is given and no
 * caller text, so the stand-in appears only where an id does.
 */
export function idTemplate(build: (ids: IdScope) => readonly Child[]): (ids: IdScope) => Markup[] {
  const pieces = build(STAND_IN_SCOPE).map((child) => fragment(child).svg.split(STAND_IN));
  return (ids) => pieces.map((text) => ({ svg: text.join(ids.prefix) }));
}
