// Base requests the fuzz cases start from: the published examples and contract-derived valid requests, and a
// helper that places a value at a path inside a copy of one.
import fc from "fast-check";
import { validRequest } from "../../../harness/arbitraries/index.js";
import { GENERATE_EXAMPLES } from "../../../src/catalog/examples/index.js";
import { GENERATE_KINDS, type GenerateKind } from "../../../src/contract/index.js";

export type Fields = Record<string, unknown>;

export const kind = fc.constantFrom(...GENERATE_KINDS);

/** A valid request of a kind: its published example (a third of the time) or one drawn from the contract. */
export const baseOf = (of: GenerateKind): fc.Arbitrary<Fields> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(GENERATE_EXAMPLES[of] as unknown as Fields) },
    { weight: 2, arbitrary: validRequest(of) },
  );

export const anyBase: fc.Arbitrary<Fields> = kind.chain(baseOf);

/** A copy of `base` with `value` at `path`, creating plain objects on the way (keys as own properties). */
export function placed(base: Fields, path: readonly string[], value: unknown): Fields {
  const root = structuredClone(base);
  let target: Fields = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      return;
    }
    const next = target[key];
    if (typeof next !== "object" || next === null || Array.isArray(next)) target[key] = {};
    target = target[key] as Fields;
  });
  return root;
}

const MARK = "\u0001FUZZ\u0001";

/** JSON text of `base` with raw `text` (not JSON-encoded) at `path`: for literals JSON.stringify cannot make. */
export function withRawText(base: Fields, path: readonly string[], text: string): string {
  return JSON.stringify(placed(base, path, MARK)).replace(JSON.stringify(MARK), () => text);
}
