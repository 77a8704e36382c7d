// A Content-Type value read by RFC 9110's grammar (§8.3.1, parameters §5.6.6), which allows empty parameters:
// `application/json;` and `application/json; ; charset=utf-8` are application/json. Failures say where.
//   media-type = type "/" subtype parameters
//   parameters = *( OWS ";" OWS [ parameter ] )
//   parameter  = token "=" ( token / quoted-string )

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"';
const HEAD = new RegExp(`^(${TOKEN})/(${TOKEN})`, "u");
const PARAMETER = new RegExp(`^[ \\t]*;[ \\t]*(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?`, "u");

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  readonly essence: string;
  /** Parameters in order: names lower-cased, values unquoted and as sent. */
  readonly parameters: readonly (readonly [string, string])[];
}

const unquote = (value: string) =>
  value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/gu, "$1") : value;

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Parses a Content-Type value, or returns why it is not one. */
export function parseMediaType(value: string): MediaType | { readonly error: string } {
  const text = value.trim();
  const head = HEAD.exec(text);
  if (!head) return { error: `${shown(text)} does not start with type/subtype` };
  const parameters: [string, string][] = [];
  let rest = text.slice(head[0].length);
  while (rest !== "") {
    const match = PARAMETER.exec(rest);
    if (!match || match[0] === "") {
      return {
        error: `after ${shown(text.slice(0, text.length - rest.length))} only "; name=value" parameters may follow, not ${shown(rest)}`,
      };
    }
    const [whole, name, parameterValue] = match;
    if (name !== undefined && parameterValue !== undefined) {
      parameters.push([name.toLowerCase(), unquote(parameterValue)]);
    } else if (/^[ \t]*;[ \t]*[^; \t]/u.test(rest)) {
      // Something stands after the ";" that is not name=value (an empty ";" is allowed, a stray word is not).
      const stray = rest.slice(whole.length).split(";")[0]?.trim() ?? "";
      return { error: `the parameter ${shown(stray)} is not name=value (a token, or a quoted string)` };
    }
    rest = rest.slice(whole.length);
  }
  return { essence: `${head[1]}/${head[2]}`.toLowerCase(), parameters };
}
