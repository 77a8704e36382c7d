// Markup built once and written under any document's id prefix: definitions that repeat from document to
// document with only their ids changed are not built again for each one.
import { createIdScope, type IdScope } from "./ids.js";
import { type Child, fragment, type Markup } from "./markup.js";

/** The prefix templates are built under: a valid prefix, which no renderer writes for a document. */
const STAND_IN = "mq-stand-in";
const STAND_IN_SCOPE = createIdScope(STAND_IN);

/**
 * Builds markup once, with its ids under a stand-in prefix, and returns it written under any scope's prefix
 * (a join of ready pieces). `build` writes its ids through the scope it is given and no caller text, so the
 * stand-in appears only where an id does.
 */
export function idTemplate(build: (ids: IdScope) => Child): (ids: IdScope) => Markup {
  const pieces = fragment(build(STAND_IN_SCOPE)).svg.split(STAND_IN);
  return (ids) => ({ svg: pieces.join(ids.prefix) });
}
