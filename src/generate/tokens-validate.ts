// Validation of POST /api/tokens: the body scanned along its shape, then the contract's schema — every problem
// reported at once, each at its path (`identity.ink`).

import { TOKENS_PATH, tokensRequestSchema } from "../contract/index.js";
import { bodyTextValidator } from "./body-text.js";

/** Validates a tokens body of JSON text: the request with its defaults, or a 400 ApiError listing every issue. */
export const validateTokensText = bodyTextValidator(tokensRequestSchema, {
  empty: 'the request body is empty; send a JSON object such as {"identity": {"preset": "halden-rail"}}',
  unknownField: `this field is not defined (see ${TOKENS_PATH} in /openapi.json)`,
});
