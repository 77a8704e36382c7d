// The one reader of Zod's private definitions (`schema._zod`): the accept path (accept.ts) and the body scan
// (body-shape.ts) model the contract's schemas from them, once, when they are built. They are not Zod's public
// API, so zod is pinned to one exact version in package.json, and the differential tests hold both fast paths to
// Zod's own answers on that version (test/generate/accept.test.ts, validate-scan.test.ts,
// validate-fast-path.test.ts); test/generate/zod-def.test.ts keeps this file the only reader and the pin exact.
import type { z } from "zod";

/** A check's definition, as far as the fast paths read it. */
export interface CheckDef {
  check?: string;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
  fn?: (value: unknown) => unknown;
  when?: (payload: { value: unknown; issues: unknown[] }) => boolean;
}

/** A schema's definition, as far as the fast paths read it. */
export interface SchemaDef {
  type: string;
  coerce?: boolean;
  checks?: readonly { _zod: { def: CheckDef } }[];
  innerType?: z.core.$ZodType;
  /** A pipe's input schema. */
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  /** A getter on a default: a fresh copy of the default (or the factory's result) on every read. */
  defaultValue?: unknown;
}

/** The schema's definition object itself (a default's `defaultValue` getter lives on it). */
export const defOf = (schema: z.core.$ZodType): SchemaDef => schema._zod.def as unknown as SchemaDef;

/** The definitions of a schema's checks, in the order Zod runs them. */
export const checksOf = (def: SchemaDef): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Whether the schema is itself a check (string formats such as email are). */
export const isCheckSchema = (schema: z.core.$ZodType): boolean => schema._zod.traits.has("$ZodCheck");

/** The values an enum or literal accepts. */
export const valuesOf = (schema: z.core.$ZodType): ReadonlySet<unknown> | undefined => schema._zod.values;

/** How absence passes a schema in and out: "optional" for `.optional()`, "defaulted" for `.default()`. */
export const optionalityOf = (schema: z.core.$ZodType): { optin?: string; optout?: string } => ({
  optin: schema._zod.optin,
  optout: schema._zod.optout,
});
