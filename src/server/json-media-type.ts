// The media type every JSON body must be sent with: application/json, in UTF-8 or with no charset. Checked
// before the body is read, so a wrong one is refused without reading it.
import type { preParsingHookHandler } from "fastify";
import { ApiError } from "../contract/api-error.js";
import { REQUEST_CONTENT_TYPE } from "../contract/index.js";
import { parseMediaType } from "./media-type.js";

/** JSON is UTF-8 (RFC 8259 §8.1): a body declared in any other charset would be misread, so it is refused. */
const CHARSET = "utf-8";

const refuseMediaType = (reason: string) =>
  new ApiError(
    "unsupported_media_type",
    `${reason}; send Content-Type: ${REQUEST_CONTENT_TYPE}`,
    "Content-Type",
  );

/** Refuses with 415 a body that is not JSON in UTF-8 (shared by every route taking a JSON body). */
export function checkMediaType(header: string | undefined): void {
  if (header === REQUEST_CONTENT_TYPE) return; // what nearly every caller sends, with nothing to parse
  if (header === undefined || header.trim() === "") throw refuseMediaType("no Content-Type was sent");
  const parsed = parseMediaType(header);
  if ("error" in parsed) throw refuseMediaType(`the Content-Type is malformed: ${parsed.error}`);
  if (parsed.essence !== REQUEST_CONTENT_TYPE) {
    throw refuseMediaType(
      `the Content-Type is ${JSON.stringify(parsed.essence.slice(0, 80))}, not ${REQUEST_CONTENT_TYPE}`,
    );
  }
  const charsets = parsed.parameters.filter(([name]) => name === "charset").map(([, value]) => value);
  if (charsets.length > 1) throw refuseMediaType("the Content-Type gives charset more than once");
  const [charset] = charsets;
  if (charset !== undefined && charset.toLowerCase() !== CHARSET) {
    throw refuseMediaType(
      `the charset ${JSON.stringify(charset.slice(0, 40))} is not accepted: JSON bodies are read as ${CHARSET} only (charset=${CHARSET}, or no charset)`,
    );
  }
}

/**
 * The preParsing hook of a route taking a JSON body: a wrong media type is refused before the body is read. Not
 * in onRequest, so that the rate limit (an onRequest hook) counts refused requests too.
 */
export const jsonBodyOnly: preParsingHookHandler = (request, _reply, payload, done) => {
  try {
    checkMediaType(request.headers["content-type"]);
  } catch (error) {
    return done(error as ApiError);
  }
  done(null, payload);
};
