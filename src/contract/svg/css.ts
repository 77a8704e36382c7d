// CSS in caller SVGs (`<style>`, `style=""`, presentation attributes): parsed with css-tree, audited on the AST,
// reduced to the allow-list and regenerated, so what is emitted is exactly what was checked. Names are decoded
// before they are compared (css-tree keeps `\75rl(` and `@\69mport` as written), so escapes cannot disguise
// url( or @import; text css-tree cannot parse is refused rather than guessed at. css-tree recurses over nested
// CSS, so the nesting is bounded first (with its own tokenizer, which does not recurse) and every css-tree call
// is guarded: whatever it throws becomes a refusal, never a crash.
import type { CssNode, Declaration, List } from "css-tree";
import generate from "css-tree/generator";
import parse from "css-tree/parser";
import { tokenize, tokenTypes } from "css-tree/tokenizer";
import { ident } from "css-tree/utils";
import walk from "css-tree/walker";
import { excerpt, ImageRefusal, refuse } from "../image-refusal.js";
import { MAX_SVG_CSS_CHARS, MAX_SVG_CSS_DEPTH } from "../limits.js";
import {
  CSS_FUNCTIONS,
  CSS_KEPT_AT_RULES,
  CSS_ONLY_PROPERTIES,
  CSS_PROPERTIES,
  CSS_REFUSED_AT_RULES,
  CSS_REFUSED_NAMES,
} from "./allow-list.js";

/** The three CSS entry points of one SVG document; each result is remembered for repeated text. */
export interface CssSanitizer {
  /** The sanitized text of a `<style>` element: allowed declarations in plain rules and `@media`. */
  styleSheet(css: string, where: string): string;
  /** The sanitized text of a `style=""` attribute; "" when no allowed declaration remains. */
  declarations(css: string, where: string): string;
  /**
   * The sanitized value of a presentation attribute (browsers parse those as CSS); `undefined` when it uses
   * a function outside the allow-list, so the attribute is dropped.
   */
  value(css: string, where: string): string | undefined;
}

type Context = "stylesheet" | "declarationList" | "value";

/**
 * A sanitizer for one document. Real files repeat the same fills and styles thousands of times, so results
 * are remembered by text (a refusal throws, so only successes are stored).
 */
export function createCssSanitizer(): CssSanitizer {
  const memo = new Map<string, string | undefined>();
  const cached = (context: Context, css: string, where: string): string | undefined => {
    const key = `${context}\u0000${css}`;
    if (memo.has(key)) return memo.get(key);
    const result = sanitize(context, css, where);
    memo.set(key, result);
    return result;
  };
  return {
    styleSheet: (css, where) => cached("stylesheet", css, where) ?? "",
    declarations: (css, where) => cached("declarationList", css, where) ?? "",
    value: (css, where) => cached("value", css, where),
  };
}

/** A CSS name as the browser reads it: escapes decoded, ASCII case folded. */
const decoded = (name: string): string => ident.decode(name).toLowerCase();

/** True for properties kept in CSS (presentation properties plus CSS-only ones such as `transform`). */
export const isCssProperty = (name: string): boolean =>
  CSS_PROPERTIES.has(name) || CSS_ONLY_PROPERTIES.has(name);

function sanitize(context: Context, css: string, where: string): string | undefined {
  if (css.length > MAX_SVG_CSS_CHARS) {
    refuse(`the CSS in ${where} is ${css.length} characters long; at most ${MAX_SVG_CSS_CHARS} are accepted`);
  }
  checkDepth(css, where);
  const ast = parseCss(css, context, where);
  return guarded(where, "sanitized", () => {
    if (ast.type === "StyleSheet") ast.children = reduceRules(ast.children);
    else if (ast.type === "DeclarationList") ast.children = reduceDeclarations(ast.children);
    else if (!audit(ast, where)) return undefined;
    return generate(ast);
  });
}

const OPENING: ReadonlySet<number> = new Set([
  tokenTypes.Function,
  tokenTypes.LeftParenthesis,
  tokenTypes.LeftSquareBracket,
  tokenTypes.LeftCurlyBracket,
]);
const CLOSING: ReadonlySet<number> = new Set([
  tokenTypes.RightParenthesis,
  tokenTypes.RightSquareBracket,
  tokenTypes.RightCurlyBracket,
]);

/**
 * Refuses CSS nested deeper than MAX_SVG_CSS_DEPTH before css-tree recurses into it. The depth is read from
 * css-tree's own tokens (a loop, no recursion), so brackets inside strings, comments and escapes count
 * exactly as the parser will see them.
 */
function checkDepth(css: string, where: string): void {
  // Every opening token holds one of ( [ {: with no more of them than the bound, the depth is within it.
  let openers = 0;
  for (let i = 0; i < css.length; i++) {
    const code = css.charCodeAt(i);
    if (code === 0x28 || code === 0x5b || code === 0x7b) openers++;
  }
  if (openers <= MAX_SVG_CSS_DEPTH) return;
  let depth = 0;
  let deepest = 0;
  tokenize(css, (type) => {
    if (OPENING.has(type)) deepest = Math.max(deepest, ++depth);
    else if (CLOSING.has(type) && depth > 0) depth--;
  });
  if (deepest > MAX_SVG_CSS_DEPTH) {
    refuse(
      `the CSS in ${where} nests brackets and functions ${deepest} levels deep; at most ${MAX_SVG_CSS_DEPTH} are accepted`,
    );
  }
}

/**
 * Runs a css-tree walk or generation: a refusal passes through, anything else css-tree throws (a stack
 * overflow on input the depth bound did not foresee) becomes a refusal naming where.
 */
function guarded<T>(where: string, doing: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    return refuse(
      `the CSS in ${where} could not be ${doing} (${excerpt(String((error as Error)?.message), 80)})`,
    );
  }
}

function parseCss(text: string, context: Context, where: string): CssNode {
  let failure: { message: string; offset: number } | undefined;
  let ast: CssNode | undefined;
  try {
    ast = parse(text, {
      context,
      positions: false,
      parseValue: true,
      parseCustomProperty: true,
      parseAtrulePrelude: true,
      parseRulePrelude: true,
      onParseError: (error) => {
        failure ??= { message: error.message, offset: error.offset };
      },
    });
  } catch (error) {
    const offset = (error as { offset?: unknown }).offset;
    failure = { message: String((error as Error).message), offset: typeof offset === "number" ? offset : 0 };
  }
  if (failure || !ast) {
    const at = failure?.offset ?? 0;
    const around = excerpt(text.slice(Math.max(0, at - 24), at + 24), 48);
    // Say what escapes hide (`u\72l(` reads as `url(`), so the caller sees what was refused.
    const plain = excerpt(ident.decode(around), 48);
    const decodedNote = plain === around ? "" : ` (with escapes decoded: "${plain}")`;
    return refuse(
      `CSS in ${where} could not be parsed (${failure?.message ?? "no result"}) near "${around}"${decodedNote}`,
    );
  }
  if (context !== "value") guarded(where, "checked", () => audit(ast, where));
  return ast;
}

/**
 * Refuses anything that fetches or runs, wherever it is in the tree — including parts the reduction will
 * drop — so a hostile stylesheet is reported rather than silently trimmed. Returns whether every function is
 * on the allow-list (decoding their names in place), which decides whether a value is kept.
 */
function audit(ast: CssNode, where: string): boolean {
  let allowed = true;
  walk(ast, (node) => {
    switch (node.type) {
      case "Raw":
        refuse(`CSS in ${where} could not be parsed: "${excerpt(node.value)}"`);
        break;
      case "Atrule": {
        const name = decoded(node.name);
        const why = CSS_REFUSED_AT_RULES.get(name);
        if (why) refuse(`@${name} in ${where} is not allowed: ${why}`);
        break;
      }
      case "Url":
        if (!node.value.trim().startsWith("#")) {
          refuse(
            `url(${excerpt(node.value)}) in ${where} is an external reference: CSS may only reference #fragments`,
          );
        }
        break;
      case "Function": {
        const name = decoded(node.name);
        const why = CSS_REFUSED_NAMES.get(name);
        if (why) refuse(`${name}() in ${where} is not allowed: ${why}`);
        if (CSS_FUNCTIONS.has(name)) node.name = name;
        else allowed = false;
        break;
      }
      case "Identifier":
        // `url /**/ (…)` is a word and a parenthesis to CSS, but nothing a logo needs: refuse the disguise.
        if (decoded(node.name) === "url")
          refuse(`the word url in ${where} is not allowed outside url(#fragment)`);
        break;
    }
  });
  return allowed;
}

/** Keeps rules with allowed declarations and `@media` blocks of such rules; drops every other at-rule. */
function reduceRules(children: List<CssNode>): List<CssNode> {
  return children.filter((node) => {
    if (node.type === "Rule") {
      node.block.children = reduceDeclarations(node.block.children);
      return !node.block.children.isEmpty;
    }
    if (node.type === "Atrule" && node.block && CSS_KEPT_AT_RULES.has(decoded(node.name))) {
      node.name = decoded(node.name);
      node.block.children = reduceRules(node.block.children);
      return !node.block.children.isEmpty;
    }
    return false;
  });
}

function reduceDeclarations(children: List<CssNode>): List<CssNode> {
  return children.filter((node) => node.type === "Declaration" && keepDeclaration(node));
}

/** An allowed property whose value uses only allowed functions; the property is written back decoded. */
function keepDeclaration(node: Declaration): boolean {
  const property = decoded(node.property);
  if (!isCssProperty(property) || !functionsAllowed(node.value)) return false;
  node.property = property;
  return true;
}

/** Whether a (previously audited) value uses only allowed functions. */
function functionsAllowed(value: CssNode): boolean {
  let allowed = true;
  walk(value, (node) => {
    if (node.type === "Function" && !CSS_FUNCTIONS.has(node.name)) allowed = false;
  });
  return allowed;
}
