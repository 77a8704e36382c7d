// Keeping what repeats across renders: markup that differs from render to render only in its ids is kept
// once the same inputs come back, so a one-off request pays nothing for it.

/** Values by key, made on a key's second request and kept; the oldest key goes past `limit`. */
export class KeptOnRepeat<V> {
  readonly #values = new Map<string, V | undefined>();

  constructor(private readonly limit: number) {}

  /** The value kept for `key`, made by `make` the second time the key is asked for; undefined the first. */
  get(key: string, make: () => V): V | undefined {
    if (!this.#values.has(key)) {
      this.#values.set(key, undefined);
      if (this.#values.size > this.limit) this.#values.delete(this.#values.keys().next().value as string);
      return undefined;
    }
    let value = this.#values.get(key);
    if (value === undefined) {
      value = make();
      this.#values.set(key, value);
    }
    return value;
  }
}
