// Text kept in the pieces it was written in, for writing it out: V8 stores a string in two bytes a character
// once any character of it is beyond Latin-1, and writes such a string out as UTF-8 ~8× slower than a
// one-byte one. A document's markup is kept apart from a caller's wider text (an em dash, kana), so each piece
// is written out from its own representation and the markup stays one byte a character.

/** Text in pieces: `toString()` joins them (once), and `JSON.stringify` writes the joined text as a string. */
export class TextPieces {
  readonly pieces: readonly string[];
  #text: string | undefined;

  /**
   * Pieces whose concatenation is the text. No surrogate pair may be split between two: each piece is
   * written out on its own, where half a pair is a replacement character.
   */
  constructor(pieces: readonly string[]) {
    this.pieces = pieces;
  }

  toString(): string {
    this.#text ??= this.pieces.length === 1 ? (this.pieces[0] as string) : this.pieces.join("");
    return this.#text;
  }

  toJSON(): string {
    return this.toString();
  }
}
