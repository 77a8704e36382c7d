// The export pipeline's errors: a cancelled export (an AbortError DOMException) and a missing browser capability.

/** Rejected when the browser lacks what a format needs; the Studio maps it to its `capability_unavailable` error. */
export class ExportCapabilityError extends Error {
  readonly code = "capability_unavailable";
  /** The capability that is missing, as `capabilities()` names it. */
  readonly missing: "webCodecs" | "h264" | "vp9";

  constructor(missing: "webCodecs" | "h264" | "vp9", message: string) {
    super(message);
    this.name = "ExportCapabilityError";
    this.missing = missing;
  }
}

/** The error every cancelled export rejects with: `name === "AbortError"`, like fetch's. */
export function abortError(): DOMException {
  return new DOMException("The export was cancelled.", "AbortError");
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The promise, or an AbortError as soon as `signal` aborts, whichever comes first. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
