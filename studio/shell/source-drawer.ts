// The Source drawer: the visible tool's source JSON to read, copy, edit and apply through the tool's own
// validator — a designer's handoff to developers. Its draft lives here until applied.
import type { StudioErrorBody } from "../runtime/errors.js";

export interface SourceDrawerElements {
  drawer: HTMLElement;
  text: HTMLTextAreaElement;
  issues: HTMLElement;
}

export class SourceDrawer {
  constructor(readonly elements: SourceDrawerElements) {}

  get open(): boolean {
    return !this.elements.drawer.hidden;
  }

  get draft(): string {
    return this.elements.text.value;
  }

  set draft(text: string) {
    this.elements.text.value = text;
  }

  /** Opens (or refreshes) the drawer on `source`. */
  show(source: unknown): void {
    this.elements.drawer.hidden = false;
    this.draft = JSON.stringify(source, null, 2);
    this.showIssues(undefined);
  }

  hide(): void {
    this.elements.drawer.hidden = true;
    this.showIssues(undefined);
  }

  /** Lists what the validator refused, field by field (or clears the list). */
  showIssues(body: StudioErrorBody | undefined): void {
    const issues = body?.error.issues.length ? body.error.issues : body ? [body.error] : [];
    this.elements.issues.replaceChildren(
      ...issues.map((issue) => {
        const item = document.createElement("li");
        const field = document.createElement("code");
        field.textContent = issue.field;
        item.append(field, ` ${issue.message}`);
        return item;
      }),
    );
    this.elements.text.toggleAttribute("aria-invalid", issues.length > 0);
  }
}
