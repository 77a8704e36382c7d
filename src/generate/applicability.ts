// Fields one template reads and another does not: given to the wrong one, they are an issue of the request,
// so a caller learns at once that the field had no effect. Checked on the request as sent, since a default
// fills them in; and taken out of the validated request of a template that does not read them.
import {
  type Issue,
  TEMPLATE_KINDS,
  TEMPLATE_ONLY_FIELDS,
  type TemplateKind,
  type TemplateRequest,
} from "../contract/index.js";

const isTemplate = (value: unknown): value is TemplateKind =>
  typeof value === "string" && (TEMPLATE_KINDS as readonly string[]).includes(value);

/** The template-only fields, each with the templates that read it. */
const ONLY_FOR = Object.entries(TEMPLATE_ONLY_FIELDS) as [string, readonly TemplateKind[]][];

export function applicabilityIssues(body: Record<string, unknown>): Issue[] {
  const { template } = body;
  // An unknown template is the schema's issue; nothing more can be said about the other fields.
  if (!isTemplate(template)) return [];
  const issues: Issue[] = [];
  for (const [field, templates] of ONLY_FOR) {
    if (body[field] === undefined || templates.includes(template)) continue;
    issues.push({
      code: "invalid_value",
      field,
      message: `${field} applies only to template ${templates.join(" or ")}; remove it for ${template}`,
      expected: `no ${field} with template ${template}`,
      received: String(body[field]).slice(0, 40),
    });
  }
  return issues;
}

/** The validated request without the defaults of fields its template does not read. */
export function withoutInapplicable(request: TemplateRequest): TemplateRequest {
  const dropped = ONLY_FOR.filter(([, templates]) => !templates.includes(request.template));
  if (dropped.length === 0) return request;
  // Copied without them rather than deleted, so the request keeps a fast shape and its key order.
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (!dropped.some(([field]) => field === key)) kept[key] = value;
  }
  return kept as TemplateRequest;
}
