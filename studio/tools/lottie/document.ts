// The Lottie document: a new one for the identity (its sample loop), validation as the contract states it, and
// a file a person or script imports — Lottie JSON or a .lottie archive, read within the contract's bounds and
// checked whole before the player sees it.
import {
  type IdentityInput,
  LOTTIE_DOCUMENT_KIND,
  LOTTIE_LIMITS,
  LOTTIE_MAX_NAME,
  type LottieAnimation,
  type LottieDocument,
  lottieDocumentSchema,
} from "../../../src/contract/index.js";
import { DotLottieError, unpackDotLottie } from "../../../src/render/lottie/index.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";

/** What the file field offers. */
export const LOTTIE_FILE_ACCEPT = ".json,.lottie,application/json,video/lottie+json,application/zip";

export const newLottieDocument = (identity: IdentityInput): LottieDocument =>
  lottieDocumentSchema.parse({ kind: LOTTIE_DOCUMENT_KIND, identity });

/** Validates a source (object or JSON string); throws the API's error body with every issue. */
export const validateLottie = (input: unknown): LottieDocument => parsedSource(lottieDocumentSchema, input);

/** A ZIP's first bytes (a .lottie archive), whatever its name says. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const FIELD = "animation";

/** The animation in `file` (Lottie JSON or .lottie) and the name it gives the exports; a StudioError when refused. */
export async function importLottie(file: Blob): Promise<{ animation: LottieAnimation; name: string }> {
  if (file.size > LOTTIE_LIMITS.fileBytes)
    throw StudioError.of(
      "payload_too_large",
      `the file is ${file.size} bytes; a Lottie file may be at most ${LOTTIE_LIMITS.fileBytes}`,
      FIELD,
    );
  const bytes = new Uint8Array(await file.arrayBuffer());
  const filename = "name" in file && typeof file.name === "string" ? file.name : "animation";
  let text: string;
  if (isZip(bytes)) {
    try {
      text = unpackDotLottie(bytes).json;
    } catch (error) {
      if (error instanceof DotLottieError) throw StudioError.of("invalid_request", error.message, FIELD);
      throw error;
    }
  } else {
    text = new TextDecoder().decode(bytes);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw StudioError.of("invalid_json", "the file is neither Lottie JSON nor a .lottie archive", FIELD);
  }
  // Read as a document's animation, so every issue names its path from `animation`.
  const { animation } = parsedSource(lottieDocumentSchema, { kind: LOTTIE_DOCUMENT_KIND, animation: parsed });
  if (!animation) throw StudioError.of("invalid_request", "the file holds no animation", FIELD);
  const name = filename.replace(/\.(?:json|lottie)$/iu, "").slice(0, LOTTIE_MAX_NAME) || "animation";
  return { animation, name };
}
