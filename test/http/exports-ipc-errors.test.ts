// An export call answered by the owning worker crosses the cluster as data: the refusal a proxy throws again
// must be the owner's, field issues and headers included (they used to be dropped on the way).
import { describe, expect, it } from "vitest";
import { ApiError, isErrorBody } from "../../src/contract/api-error.js";
import { receivedError, sentError } from "../../src/server/exports/ipc-protocol.js";

describe("export errors between cluster workers", () => {
  it("arrive with their code, field, issues and headers", () => {
    const refused = new ApiError(
      "invalid_request",
      "the document has 2 problems",
      "source",
      [
        { code: "invalid_value", field: "source.layers.0.materialId", message: "no such material" },
        { code: "unknown_field", field: "source.nope", message: "unknown field" },
      ],
      { "retry-after": "5" },
    );
    const received = receivedError(JSON.parse(JSON.stringify(sentError(refused))));
    expect(received).toBeInstanceOf(ApiError);
    expect(received.toBody()).toEqual(refused.toBody());
    expect(received.headers).toEqual({ "retry-after": "5" });
    expect(received.status).toBe(refused.status);
  });

  it("turn anything else into an internal error, and read only error bodies as such", () => {
    const received = receivedError(sentError(new TypeError("boom")));
    expect(received.code).toBe("internal_error");
    expect(received.message).not.toContain("boom");
    expect(isErrorBody(received.toBody())).toBe(true);
    expect(isErrorBody({ error: "x" })).toBe(false);
    expect(isErrorBody({ error: { message: "no code" } })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
