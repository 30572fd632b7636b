/**
 * `print`: a record printed as an A4 document laid out by a template. Templates are records of a
 * template screen an admin edits (data, not code); the meta-schema is the authority for the
 * declaration, these types mirror it for code.
 */

export interface PrintRows {
  /** Title of the detail table, such as 委托焊口. */
  title: string;
  /** Screen whose records are the printed record's detail rows (the joints of a 委托单); not with `detail`. */
  screen?: string;
  /** Field of that screen holding the printed record's id. */
  by?: string;
  /** Or the printed record's own detail field (an array with `x-detail`, the joints of a 检测报告). */
  detail?: string;
  /** Field the rows are sorted by (ascending). */
  sort?: string;
}

export interface PrintDeclaration {
  /** Screen holding the templates (its records name this screen in `screenId`). */
  templates: string;
  rows?: PrintRows;
}

/** The row action (and permission button) that opens the print view. */
export const PRINT_ACTION = 'print';

/** Fields every template screen has: which screen, the document's title, its header and footer. */
export const TEMPLATE_FIELDS = ['screenId', 'title', 'headerText', 'fields', 'rowFields', 'signatures', 'footerText'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** A template record as the print view and its validation read it. */
export type PrintTemplate = { id?: string } & Partial<Record<TemplateField, unknown>>;

/** What the print route answers: everything the page lays out, already in display text. */
export interface PrintView {
  company: string;
  /** The project of a project-scoped record, empty otherwise. */
  project: string;
  printedAt: string;
  template: { id: string; title: string; headerText: string; footerText: string; signatures: string[] };
  templates: { id: string; title: string }[];
  fields: { title: string; value: string }[];
  rows: { title: string; columns: string[]; data: string[][] } | null;
}
