// `marque generate <kind> [--field value…] [-o file] [--format f] [--scale n] [--server URL]` and
// `marque generate --batch requests.jsonl -o dir/`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  FILE_FORMATS,
  type FileFormat,
  FORMAT_PARAMETER_VALUES,
  formatOfParameter,
  GENERATE_KINDS,
  type GenerateKind,
  RASTER_SCALES,
  type RasterScale,
} from "../contract/index.js";
import { runBatch } from "./batch.js";
import { flagHelp, flagOfField, requestOfFlags, UsageError } from "./flags.js";
import { CommandError, type Renderer, renderOffline, serverRenderer } from "./render.js";

/** The command's own options; every other `--name value` is a field of the request. */
const OWN = new Set(["o", "out", "format", "scale", "server", "batch"]);

interface Options {
  kind?: GenerateKind;
  fields: [string, string][];
  out?: string;
  format: FileFormat;
  scale: RasterScale;
  server?: string;
  batch?: string;
  help: boolean;
}

const usage = (kind?: GenerateKind) =>
  kind
    ? `usage: marque generate ${kind} [--field value…] [-o file] [--format ${FILE_FORMATS.join("|")}] [--scale ${RASTER_SCALES.join("|")}] [--server URL]

Fields of a ${kind} request (the contract: GET /api/generate; lists and objects as JSON):
${flagHelp(kind)}
`
    : `usage: marque generate <kind> [--field value…] [-o file] [--format f] [--scale n] [--server URL]
       marque generate --batch requests.jsonl -o dir/ [--format f] [--scale n] [--server URL]

kinds: ${GENERATE_KINDS.join(", ")} (marque generate <kind> --help lists its fields)
Without -o the file goes to stdout. --format (${FILE_FORMATS.join(", ")}; default svg) and --scale apply to
backgrounds and templates. Offline by default; --server URL sends the requests to a running Marque.
`;

function parse(args: readonly string[]): Options {
  const options: Options = { fields: [], format: "svg", scale: 1, help: false };
  const rest = [...args];
  if (rest[0] !== undefined && !rest[0].startsWith("-")) {
    const kind = rest.shift() as string;
    if (!(GENERATE_KINDS as readonly string[]).includes(kind)) {
      throw new UsageError(`no kind ${JSON.stringify(kind)}; kinds: ${GENERATE_KINDS.join(", ")}`);
    }
    options.kind = kind as GenerateKind;
  }
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === "--help" || arg === "-h") {
      options.help = true;
      continue;
    }
    const match = /^--?([A-Za-z][\w.-]*)(?:=(.*))?$/su.exec(arg);
    if (!match) throw new UsageError(`unexpected argument ${JSON.stringify(arg)}`);
    const name = match[1] as string;
    const value = match[2] ?? rest.shift();
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    if (!OWN.has(name)) {
      options.fields.push([name, value]);
      continue;
    }
    if (name === "o" || name === "out") options.out = value;
    else if (name === "server") options.server = value;
    else if (name === "batch") options.batch = value;
    else if (name === "format") {
      if (!(FORMAT_PARAMETER_VALUES as readonly string[]).includes(value))
        throw new UsageError(`--format is one of ${FORMAT_PARAMETER_VALUES.join(", ")}`);
      options.format = formatOfParameter(value as (typeof FORMAT_PARAMETER_VALUES)[number]);
    } else if (name === "scale") {
      const scale = Number(value);
      if (!(RASTER_SCALES as readonly number[]).includes(scale))
        throw new UsageError(`--scale is one of ${RASTER_SCALES.join(", ")}`);
      options.scale = scale as RasterScale;
    }
  }
  return options;
}

export async function generateCommand(args: readonly string[]): Promise<number> {
  let options: Options;
  try {
    options = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`marque generate: ${error.message}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(usage(options.kind));
    return 0;
  }
  const render: Renderer = options.server ? serverRenderer(options.server) : renderOffline;
  try {
    if (options.batch !== undefined) {
      if (options.kind || options.fields.length > 0)
        throw new UsageError("--batch takes its requests from the file: give no kind or fields");
      if (options.out === undefined) throw new UsageError("--batch needs -o dir/ to write the files into");
      return await runBatch(readFileSync(options.batch, "utf8"), options.out, render, options);
    }
    if (!options.kind) throw new UsageError(`give a kind (${GENERATE_KINDS.join(", ")}) or --batch`);
    const request = requestOfFlags(options.kind, options.fields);
    const { bytes, filename } = await render(request, options.format, options.scale);
    if (options.out === undefined) {
      process.stdout.write(bytes);
    } else {
      const path = options.out.endsWith("/") ? join(options.out, filename) : options.out;
      if (options.out.endsWith("/")) mkdirSync(options.out, { recursive: true });
      writeFileSync(path, bytes);
      process.stderr.write(`wrote ${path} (${bytes.byteLength} bytes)\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`marque generate: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      // The issues of a request made from flags are named by their flags.
      const named = options.batch
        ? error.message
        : error.message.replace(/^ {2}([\w.]+): /gmu, (_, field: string) => `  --${flagOfField(field)}: `);
      process.stderr.write(`marque generate: ${named}\n`);
      return error.exitCode;
    }
    if (
      (error as NodeJS.ErrnoException).code === "ENOENT" ||
      (error as NodeJS.ErrnoException).code === "EACCES"
    ) {
      process.stderr.write(`marque generate: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
