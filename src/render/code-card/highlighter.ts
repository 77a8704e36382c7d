// The code highlighter: Shiki's core with its JavaScript regex engine (no WASM, the same in Node and the
// browser), one per process made on first use, each grammar imported only when a card first needs it. Shiki
// colours tokens from a theme; ours gives each syntax role a placeholder colour that names the role, so the
// highlighter is the same for every identity and the card's palette (palette.ts) colours the roles.
import type { HighlighterCore, LanguageRegistration, ThemeRegistration } from "shiki/core";
import { type CodeLanguage, codeLines } from "../../contract/index.js";

/** What a token is, as the card colours it. */
export const SYNTAX_ROLES = [
  "plain",
  "comment",
  "keyword",
  "operator",
  "string",
  "constant",
  "function",
  "type",
  "property",
  "inserted",
  "deleted",
] as const;
export type SyntaxRole = (typeof SYNTAX_ROLES)[number];

/** A run of one line's text in one role. */
export interface CodeToken {
  readonly text: string;
  readonly role: SyntaxRole;
}

/** Tokenizes code in grammars already loaded: synchronous, so a card draws in one pass. */
export interface CodeHighlighter {
  /** The lines of `code` (split as codeLines splits them), each a list of tokens. */
  tokens(code: string, language: CodeLanguage): CodeToken[][];
}

type Grammar = () => Promise<{ default: LanguageRegistration[] }>;

// Literal specifiers, one per language: bundlers split each grammar into its own chunk.
const GRAMMARS: Readonly<Record<Exclude<CodeLanguage, "text">, Grammar>> = {
  typescript: () => import("@shikijs/langs/typescript"),
  tsx: () => import("@shikijs/langs/tsx"),
  javascript: () => import("@shikijs/langs/javascript"),
  jsx: () => import("@shikijs/langs/jsx"),
  python: () => import("@shikijs/langs/python"),
  bash: () => import("@shikijs/langs/shellscript"),
  json: () => import("@shikijs/langs/json"),
  yaml: () => import("@shikijs/langs/yaml"),
  toml: () => import("@shikijs/langs/toml"),
  html: () => import("@shikijs/langs/html"),
  css: () => import("@shikijs/langs/css"),
  go: () => import("@shikijs/langs/go"),
  rust: () => import("@shikijs/langs/rust"),
  sql: () => import("@shikijs/langs/sql"),
  diff: () => import("@shikijs/langs/diff"),
};
/** Each language's grammar name in Shiki (the registration's `name`). */
const GRAMMAR_NAMES: Readonly<Record<Exclude<CodeLanguage, "text">, string>> = {
  typescript: "typescript",
  tsx: "tsx",
  javascript: "javascript",
  jsx: "jsx",
  python: "python",
  bash: "shellscript",
  json: "json",
  yaml: "yaml",
  toml: "toml",
  html: "html",
  css: "css",
  go: "go",
  rust: "rust",
  sql: "sql",
  diff: "diff",
};

/**
 * TextMate scopes by role: the most specific selector wins, so `keyword.operator` is an operator while
 * `keyword` is a keyword, and a string's quotes stay the string's.
 */
const SCOPES: Readonly<Record<Exclude<SyntaxRole, "plain">, readonly string[]>> = {
  comment: ["comment", "punctuation.definition.comment", "meta.diff.header", "meta.diff.range"],
  keyword: [
    "keyword",
    "storage",
    "storage.type",
    "storage.modifier",
    "keyword.control",
    "variable.language",
    "entity.name.tag",
  ],
  operator: ["keyword.operator", "punctuation", "meta.brace", "punctuation.definition.tag"],
  string: [
    "string",
    "punctuation.definition.string",
    "string.regexp",
    "markup.inline.raw",
    "constant.character.escape",
  ],
  constant: [
    "constant",
    "constant.numeric",
    "constant.language",
    "support.constant",
    "keyword.other.unit",
    "entity.other.attribute-name.class.css",
  ],
  function: ["entity.name.function", "support.function", "variable.function", "meta.function-call.generic"],
  type: [
    "entity.name.type",
    "entity.name.class",
    "entity.other.inherited-class",
    "support.type",
    "support.class",
    "entity.name.namespace",
    "storage.type.primitive",
  ],
  property: [
    "support.type.property-name",
    "entity.other.attribute-name",
    "meta.object-literal.key",
    "entity.name.tag.yaml",
    "variable.other.property",
    "meta.mapping.key",
  ],
  inserted: ["markup.inserted", "meta.diff.header.to-file"],
  deleted: ["markup.deleted", "meta.diff.header.from-file"],
};

/** A role's placeholder colour: `#0000NN`, NN its index among SYNTAX_ROLES. */
const placeholder = (role: SyntaxRole): string =>
  `#0000${SYNTAX_ROLES.indexOf(role).toString(16).padStart(2, "0")}`;
const ROLE_OF = new Map<string, SyntaxRole>(SYNTAX_ROLES.map((role) => [placeholder(role), role]));

const THEME_NAME = "marque-roles";
const THEME: ThemeRegistration = {
  name: THEME_NAME,
  type: "dark",
  fg: placeholder("plain"),
  bg: "#ffffff",
  settings: [
    { settings: { foreground: placeholder("plain") } },
    ...Object.entries(SCOPES).map(([role, scope]) => ({
      scope: [...scope],
      settings: { foreground: placeholder(role as SyntaxRole) },
    })),
  ],
};

let core: Promise<HighlighterCore> | undefined;
const loading = new Map<CodeLanguage, Promise<void>>();

/** The one highlighter of the process, made on first use (Shiki and its engine are imported only then). */
function highlighterCore(): Promise<HighlighterCore> {
  core ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import("shiki/core"),
      import("shiki/engine/javascript"),
    ]);
    // A fixed regex target: the same patterns (and tokens) in every Node and browser that runs it.
    return createHighlighterCore({
      themes: [THEME],
      langs: [],
      engine: createJavaScriptRegexEngine({ target: "ES2024" }),
    });
  })();
  core.catch(() => {
    core = undefined; // a failed import (a network blip in the browser) is tried again next time
  });
  return core;
}

/**
 * A highlighter that tokenizes `languages` (and any loaded before): the first call makes Shiki's core and each
 * language's first call imports its grammar; later calls cost a resolved promise.
 */
export async function loadHighlighter(languages: readonly CodeLanguage[]): Promise<CodeHighlighter> {
  const highlighter = await highlighterCore();
  await Promise.all(
    languages.map((language) => {
      if (language === "text") return undefined;
      let loaded = loading.get(language);
      if (!loaded) {
        loaded = GRAMMARS[language]().then(({ default: grammar }) => highlighter.loadLanguage(grammar));
        loaded.catch(() => loading.delete(language));
        loading.set(language, loaded);
      }
      return loaded;
    }),
  );
  return {
    tokens(code, language) {
      if (language === "text") return PLAIN_HIGHLIGHTER.tokens(code, language);
      // A grammar not loaded is the caller's mistake, never a card drawn plain without a word.
      if (!highlighter.getLoadedLanguages().includes(GRAMMAR_NAMES[language]))
        throw new Error(`the ${language} grammar is not loaded: pass it to loadHighlighter first`);
      const lines = codeLines(code);
      const { tokens } = highlighter.codeToTokens(lines.join("\n"), {
        lang: GRAMMAR_NAMES[language],
        theme: THEME_NAME,
        // No time limit: a line tokenized under load must come out as it does idle (exports are byte-stable).
        tokenizeTimeLimit: 0,
      });
      return tokens.map((line) =>
        line.map((token) => ({
          text: token.content,
          role: ROLE_OF.get(token.color?.toLowerCase() ?? "") ?? "plain",
        })),
      );
    },
  };
}

/** A highlighter that loads nothing: every token plain (a first paint before the grammar arrives). */
export const PLAIN_HIGHLIGHTER: CodeHighlighter = {
  tokens: (code) => codeLines(code).map((line) => (line === "" ? [] : [{ text: line, role: "plain" }])),
};
