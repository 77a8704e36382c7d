// Types for the css-tree entry points the sanitizer imports one by one (@types/css-tree describes only the
// package root, whose import would bundle the whole lexer and its syntax data into the Studio).
declare module "css-tree/parser" {
  import type { parse } from "css-tree";

  const parser: typeof parse;
  export default parser;
}

declare module "css-tree/walker" {
  import type { walk } from "css-tree";

  const walker: typeof walk;
  export default walker;
}

declare module "css-tree/generator" {
  import type { generate } from "css-tree";

  const generator: typeof generate;
  export default generator;
}

declare module "css-tree/utils" {
  export { ident } from "css-tree";
}

declare module "css-tree/tokenizer" {
  export { tokenize, tokenTypes } from "css-tree";
}
