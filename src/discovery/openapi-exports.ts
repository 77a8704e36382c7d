// The export jobs' part of /openapi.json (POST /api/exports and the job's routes), kept apart from openapi.ts.
import {
  EXPORT_MAX_WAIT_SECONDS,
  EXPORTS_PATH,
  exporterStateSchema,
  exportJobSchema,
  exportRequestSchema,
  toRequestJsonSchema,
  toResponseJsonSchema,
} from "../contract/index.js";
import { component, errorResponses, operation, ref } from "./openapi-operations.js";

const JOB_ERRORS = errorResponses(["400", "404", "405", "408", "429", "431", "500", "503"]);
const ID = {
  name: "id",
  in: "path",
  required: true,
  description: "the job's id (128 random bits, hex)",
  schema: { type: "string" },
  example: "3f2a9c0b7d6e5f4a1b2c3d4e5f6a7b8c",
};
const JOB = { "application/json": { schema: ref("ExportJob") } };
const FILE = {
  "*/*": { schema: { type: "string", format: "binary" } },
};

export const exportComponents = {
  ExportRequest: component(toRequestJsonSchema(exportRequestSchema)),
  ExportJob: component(toResponseJsonSchema(exportJobSchema)),
  ExporterState: component(toResponseJsonSchema(exporterStateSchema)),
};

export const exportPaths = {
  [EXPORTS_PATH]: {
    get: {
      ...operation({
        operationId: "getExporter",
        tag: "generate",
        summary: "What the exporter can do",
        description:
          "Whether exports run here (and what is missing when not), the probed browser capabilities, and the queue.",
      }),
      responses: {
        "200": {
          description: "The exporter's state",
          content: { "application/json": { schema: ref("ExporterState") } },
        },
        ...JOB_ERRORS,
      },
    },
    post: {
      ...operation({
        operationId: "postExport",
        tag: "generate",
        summary: "Export a Studio document as a job (PNG, JPG, GIF, MP4, WebM)",
        description: `The Studio's own export of a source document, rendered in headless Chromium. Answers 202 with the job and Location; with \`Prefer: wait=N\` (N ≤ ${EXPORT_MAX_WAIT_SECONDS}) answers 200 with the file when it is ready within N seconds. 429 \`queue_full\` with Retry-After past the queue; 503 \`capability_unavailable\` when the exporter lacks what the export needs, or (with Redis, MARQUE_REDIS_URL) while Redis is unreachable or no \`marque worker\` runs.`,
      }),
      requestBody: { required: true, content: { "application/json": { schema: ref("ExportRequest") } } },
      responses: {
        "200": { description: "The file (Prefer: wait)", content: FILE },
        "202": {
          description: "The job, accepted",
          headers: { Location: { schema: { type: "string" } } },
          content: JOB,
        },
        ...errorResponses(["400", "405", "408", "413", "415", "417", "429", "431", "500", "503"]),
      },
    },
  },
  [`${EXPORTS_PATH}/{id}`]: {
    get: {
      ...operation({
        operationId: "getExport",
        tag: "generate",
        summary: "An export job: status, progress, timings, error",
        parameters: [ID],
      }),
      responses: { "200": { description: "The job", content: JOB }, ...JOB_ERRORS },
    },
    delete: {
      ...operation({
        operationId: "cancelExport",
        tag: "generate",
        summary: "Cancel an export job",
        parameters: [ID],
      }),
      responses: {
        "200": { description: "The job, cancelled (or as it ended)", content: JOB },
        ...JOB_ERRORS,
      },
    },
  },
  [`${EXPORTS_PATH}/{id}/file`]: {
    get: {
      ...operation({
        operationId: "getExportFile",
        tag: "generate",
        summary: "A finished job's file",
        parameters: [ID],
      }),
      responses: {
        "200": { description: "The file, with its name in Content-Disposition", content: FILE },
        ...JOB_ERRORS,
      },
    },
  },
  [`${EXPORTS_PATH}/{id}/events`]: {
    get: {
      ...operation({
        operationId: "getExportEvents",
        tag: "generate",
        summary: "A job's progress as server-sent events (state, progress, end)",
        parameters: [ID],
      }),
      responses: {
        "200": {
          description: "text/event-stream",
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
        ...JOB_ERRORS,
      },
    },
  },
};
