import { QUESTION_KINDS, type QuestionKind, type SurveyQuestion } from './survey.types';

/** A question row as stored in the questions detail table (columns title, kind, options, required). */
export interface QuestionRow {
  id?: unknown;
  title?: unknown;
  kind?: unknown;
  options?: unknown;
  required?: unknown;
}

const kindOf = (value: unknown): QuestionKind => ((QUESTION_KINDS as readonly unknown[]).includes(value) ? (value as QuestionKind) : 'text');

/** The options of a choice question: one per line, blank lines and surrounding spaces dropped. */
export function optionLines(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/** Stored question rows as the answer page and the results use them. */
export function toSurveyQuestions(rows: readonly QuestionRow[]): SurveyQuestion[] {
  return rows.map((row) => {
    const kind = kindOf(row.kind);
    return {
      id: String(row.id),
      title: String(row.title ?? ''),
      kind,
      options: kind === 'single' || kind === 'multi' ? optionLines(row.options) : [],
      required: String(row.required ?? '1') === '1',
    };
  });
}
