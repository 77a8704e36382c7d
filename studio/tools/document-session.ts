// A tool's source document over its life: restored from what was saved (or begun afresh, saying why), kept
// fitted to the identity every tool shares, and replaced whole by each validated apply — so an edit is one
// undoable step and readSource gives back exactly what is drawn. The Design Lab, Motion and the generating
// tools (backgrounds, templates) all keep their document here.
import { type IdentityInput, identitySchema, type Warning } from "../../src/contract/index.js";
import { canonicalJson } from "../../src/svg/ids.js";
import { StudioError } from "../runtime/errors.js";
import type { Applied, ToolContext } from "./types.js";

/** A document that carries the identity it was made under. */
export type Identified = { readonly identity?: unknown };

/** What applying a document resolved again (a stale timeline), the warnings that say so, and a note. */
export interface Settled<Doc> {
  doc: Doc;
  warnings: readonly Warning[];
  note: string;
}

/** A document as its validator read it; `settle` finishes it once it is fitted to the active identity. */
export interface Read<Doc> {
  doc: Doc;
  settle?(fitted: Doc): Settled<Doc>;
}

export interface SessionSpec<Doc extends Identified> {
  /** Validates a whole document as the contract does; throws the error to show. */
  read(input: unknown): Read<Doc>;
  /** The document a new user starts from, under the active identity. */
  fresh(): Doc;
  /** Reads what was saved (default: as an applied document; nothing saved is a fresh one). */
  restore?(saved: unknown): Doc;
  /** The document under the active identity: the identity is shared by all tools, so the active one wins. */
  fit(doc: Doc): Doc;
  /** Makes an applied document's identity the shared one; answers the document to keep. */
  adopt(doc: Doc): Doc;
  /** The status line's note when what was saved cannot be read. */
  afresh(reason: string): string;
  /** Heard after every apply (the preview redraws). */
  changed?(): void;
}

export interface DocumentSession<Doc extends Identified> {
  /** The document with the active identity, refitted if the identity changed under it. */
  doc(): Doc;
  /** Validates, fits, commits and saves a whole document; resolves with it as applySource answers. */
  apply(input: unknown): Promise<Applied<Doc>>;
}

/**
 * `fit` and `adopt` for a document whose identity is the shared one: it is drawn under the active identity,
 * and an applied document's identity becomes the shared one — whole, or as `share` makes it of the current one.
 */
export function sharedIdentity<Doc extends Identified>(
  context: ToolContext,
  share: (current: IdentityInput, carried: IdentityInput) => IdentityInput = (_current, carried) => carried,
): Pick<SessionSpec<Doc>, "fit" | "adopt"> {
  const fitted = (doc: Doc): Doc => ({ ...doc, identity: identitySchema.parse(context.identity()) });
  return {
    fit: fitted,
    adopt(doc) {
      if (doc.identity !== undefined)
        context.setIdentity(share(context.identity(), doc.identity as IdentityInput));
      return fitted(doc);
    },
  };
}

/** The status line's note when a tool's saved document cannot be read (`name` as a sentence's subject). */
export const startsAfresh =
  (name: string) =>
  (reason: string): string =>
    `The saved ${name.replace(/^the /u, "")} document could not be used (${reason}), so ${name} starts afresh.`;

export function documentSession<Doc extends Identified>(
  spec: SessionSpec<Doc>,
  context: ToolContext,
  saved: unknown,
): DocumentSession<Doc> {
  const restore =
    spec.restore ?? ((input: unknown) => (input === undefined ? spec.fresh() : spec.read(input).doc));
  let document: Doc;
  try {
    document = spec.fit(restore(saved));
  } catch (error) {
    // A saved document this version cannot read never bricks the tool: it starts over, and says why.
    context.notify(spec.afresh(StudioError.from(error).message));
    document = spec.fresh();
  }
  const doc = (): Doc => {
    if (canonicalJson(document.identity) !== canonicalJson(context.identity())) document = spec.fit(document);
    return document;
  };
  return {
    doc,
    async apply(input) {
      const read = spec.read(input);
      document = spec.adopt(read.doc);
      const settled = read.settle?.(document);
      if (settled) document = settled.doc;
      context.persist();
      spec.changed?.();
      const applied = structuredClone(document);
      if (!settled) return applied;
      context.notify(settled.note);
      return { ...applied, warnings: [...settled.warnings] };
    },
  };
}
