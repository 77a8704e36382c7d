// The connect guide's client loop, run as written against the real server: its `generate` returns the file
// name of every kind in both outputs (a JSON answer names it inside, a raw SVG in Content-Disposition).
import { beforeAll, describe, expect, it } from "vitest";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { GENERATE_KINDS, RESPONSE_MEDIA_TYPES } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

interface Outcome {
  ok: boolean;
  payload?: unknown;
  filename?: string | null;
  error?: { code: string };
}
type Generate = (body: object) => Promise<Outcome>;

let generate: Generate;
let result: Outcome;

/** The guide's first `js` block under "A complete HTTP loop", run with BASE pointing at the test server. */
async function loadSnippet(): Promise<{ generate: Generate; result: Outcome }> {
  const page = await (await fetch(`${server.url}/docs/agents/connect.md`)).text();
  const section = page.slice(page.indexOf("## A complete HTTP loop"));
  const source = /```js\n([\s\S]*?)\n```/u.exec(section)?.[1];
  if (!source) throw new Error("the connect guide has no js block in its HTTP loop");
  const base = /^const BASE = "[^"]*";$/mu;
  expect(source).toMatch(base);
  const body = `${source.replace(base, `const BASE = ${JSON.stringify(server.url)};`)}\nreturn { generate, result };`;
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  return new AsyncFunction(body)();
}

beforeAll(async () => {
  ({ generate, result } = await loadSnippet());
});

describe("the connect guide's client loop", () => {
  it("names the file of the contract's example it generates", () => {
    expect(result.ok).toBe(true);
    expect(result.filename).toMatch(/-background-\d+x\d+\.svg$/u);
  });

  const cases = GENERATE_KINDS.flatMap((kind) =>
    Object.keys(RESPONSE_MEDIA_TYPES[kind]).map((output) => [kind, output] as const),
  );
  it.each(cases)("%s with output %s: the filename the service gives", async (kind, output) => {
    const example = GENERATE_EXAMPLES[kind] as object;
    const body = "raw" in RESPONSE_MEDIA_TYPES[kind] ? { ...example, output } : example;
    const outcome = await generate(body);
    expect(outcome.ok).toBe(true);
    // What the service itself says, read independently of the snippet.
    const response = await server.post(body);
    const answer = output === "raw" ? undefined : ((await response.json()) as Record<string, any>);
    const expected = answer
      ? (answer.artifact?.filename ?? answer.filename)
      : /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1];
    expect(expected).toBeTypeOf("string");
    expect(outcome.filename).toBe(expected);
    expect(outcome.filename).toMatch(/\.(svg|json)$/u);
  });

  it("a refused request gives the error, not a file", async () => {
    const outcome = await generate({ kind: "background", settings: { width: 1 } });
    expect(outcome.ok).toBe(false);
    expect(outcome.error?.code).toBe("invalid_request");
  });
});
