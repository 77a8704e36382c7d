// The openapi-fetch client every helper calls through, and `ok`, which turns its answer into the data or a
// thrown MarqueError.
import createClient, { type Client } from "openapi-fetch";
import { MarqueError } from "./errors.js";
import type { paths } from "./schema.js";

/** Every operation of /openapi.json, typed for its JSON answers; other bodies are read with `parseAs`. */
export type Api = Client<paths, "application/json">;

export interface MarqueClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** A fetch to call instead of the global one (a test's, a proxy's, one with retries). */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export const createApi = ({ baseUrl, fetch, headers }: MarqueClientOptions): Api =>
  createClient<paths, "application/json">({
    baseUrl: baseUrl.replace(/\/+$/u, ""),
    ...(fetch ? { fetch } : {}),
    ...(headers ? { headers } : {}),
  });

type Answer<Data> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The data of a successful answer; a refusal throws its MarqueError (code, message, issues). */
export async function ok<Data>(pending: Promise<Answer<Data>>): Promise<NonNullable<Data>> {
  const { data, error, response } = await pending;
  if (!response.ok || data === undefined || data === null) throw new MarqueError(response.status, error);
  return data;
}
