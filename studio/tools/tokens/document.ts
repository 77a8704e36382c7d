// The Colour tokens document: a new one for the identity, and validation as the contract states it, with the
// API's error body and every issue at once.
import {
  type IdentityInput,
  TOKENS_DOCUMENT_KIND,
  TOKENS_DOCUMENT_VERSION,
  type TokensDocument,
  tokensDocumentSchema,
} from "../../../src/contract/index.js";
import { parsedSource } from "../../runtime/source.js";

/** A new document: the identity's tokens, the sheet showing everything. */
export const newTokensDocument = (identity: IdentityInput): TokensDocument =>
  tokensDocumentSchema.parse({ kind: TOKENS_DOCUMENT_KIND, version: TOKENS_DOCUMENT_VERSION, identity });

/** Validates a source (object or JSON string); throws the API's error body with every issue. */
export const validateTokens = (input: unknown): TokensDocument => parsedSource(tokensDocumentSchema, input);
