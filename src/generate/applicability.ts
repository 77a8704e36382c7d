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

export function applicabilityIssues(body: Record<string, unknown>): Issue[] {
  const { template } = body;
  // An unknown template is the schema's issue; nothing more can be said about the other fields.
  if (!isTemplate(template)) return [];
  return Object.entries(TEMPLATE_ONLY_FIELDS).flatMap(([field, templates]): Issue[] => {
    if (body[field] === undefined || (templates as readonly TemplateKind[]).includes(template)) return [];
    return [
      {
        code: "invalid_value",
        field,
        message: `${field} applies only to template ${templates.join(" or ")}; remove it for ${template}`,
        expected: `no ${field} with template ${template}`,
        received: String(body[field]).slice(0, 40),
      },
    ];
  });
}

/** The validated request without the defaults of fields its template does not read. */
export function withoutInapplicable(request: TemplateRequest): TemplateRequest {
  const kept: Record<string, unknown> = { ...request };
  for (const [field, templates] of Object.entries(TEMPLATE_ONLY_FIELDS)) {
    if (!(templates as readonly TemplateKind[]).includes(request.template)) delete kept[field];
  }
  return kept as TemplateRequest;
}
