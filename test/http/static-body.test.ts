// A body is encoded once, through a reused scratch buffer: it must be exactly what Buffer.from gives for any
// text — ASCII, two-byte text, astral characters, lone surrogates, one larger than the scratch, and a text
// after a larger one (the buffer is reused, never leaked into an answer).
import { describe, expect, it } from "vitest";
import { staticBody } from "../../src/server/static-response.js";
import { createIdScope, el, svgDocument } from "../../src/svg/index.js";

const encoded = (text: string) => staticBody(text, "image/svg+xml", "fast").identity.body;

describe("staticBody's UTF-8", () => {
  it.each([
    ["empty", ""],
    ["ASCII", "<svg>plain</svg>"],
    ["two-byte", "Reliable rail — 東京 · naïve"],
    ["astral", "🚆👩‍💻🇯🇵 𝔘"],
    ["lone surrogates", "a\ud800b\udc00c\ud83d"],
    ["larger than the scratch", `${"x—".repeat(60_000)}end`],
    ["past the scratch's limit", "y".repeat((1 << 20) + 5)],
  ])("is Buffer.from's bytes for %s text", (_name, text) => {
    expect(encoded(text).equals(Buffer.from(text))).toBe(true);
  });

  it("gives each body its own bytes, whatever was encoded before", () => {
    const long = encoded("L".repeat(100_000));
    const short = encoded("short");
    expect(short.toString()).toBe("short");
    expect(short.byteLength).toBe(5);
    expect(long.toString()).toBe("L".repeat(100_000));
    expect(encoded("JSON").buffer).not.toBe(short.buffer);
  });
});

describe("staticBody's UTF-8 of an SVG document, written piece by piece", () => {
  const documentOf = (title: string, label: string, children: string[]) =>
    svgDocument(
      { width: 10, height: 10, title, description: `${title} — ${label}`, ids: createIdScope("mq-1") },
      [el("g", { "aria-label": label }, children), el("rect", { width: 1 })],
    );

  it.each([
    ["ASCII", documentOf("Plain", "plain", ["text"])],
    ["two-byte in every place", documentOf("Fleet — 東京", "Zürich → Köln", ["naïve “quote”", "☂"])],
    ["a surrogate pair across two children", documentOf("Pair", "pair", ["\ud83d", "\ude86"])],
    ["lone surrogates", documentOf("a\ud800b", "\udc00", ["c\ud83d"])],
    ["wide text larger than the scratch", documentOf("Big", "big", ["東".repeat(400_000)])],
  ])("is Buffer.from's bytes of the whole document for %s", (_name, svg) => {
    expect(staticBody(svg, "image/svg+xml", "fast").identity.body.equals(Buffer.from(String(svg)))).toBe(
      true,
    );
  });
});
