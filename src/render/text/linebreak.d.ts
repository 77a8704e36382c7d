// Types for `linebreak` (UAX #14 line-break opportunities), which ships none.
declare module "linebreak" {
  interface Break {
    /** Offset in UTF-16 units where a line may start. */
    position: number;
    /** A mandatory break (after a newline). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
