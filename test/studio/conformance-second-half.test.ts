// The shared tool conformance suite (conformance-suite.ts), second half of its tools: a file of its own so the
// two halves run side by side.
import { describe } from "vitest";
import { conformanceSuite } from "./conformance-suite.js";
import { conformingHalf } from "./conformance-tools.js";

describe("the tool conformance suite", () => {
  conformanceSuite(conformingHalf(1));
});
