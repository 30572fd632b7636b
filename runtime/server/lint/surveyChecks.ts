import type { ScreenFile, SurveyConfig } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** Columns the questions detail table must have: the answer page and the results read them by name. */
const QUESTION_COLUMNS = ['title', 'kind', 'options', 'required'] as const;

/**
 * A questionnaire's `survey` names fields of the right kinds: a detail table with the question
 * columns, a string token field kept out of the form, a state field, and two date fields.
 */
export function checkSurvey(file: SourceFile, screen: ScreenFile & { survey: SurveyConfig }): LintIssue[] {
  const issues: LintIssue[] = [];
  const { properties } = screen.entity;
  const fields = Object.keys(properties);
  const field = (at: string, name: string, what: string) => {
    const found = properties[name];
    if (!found) issues.push(file.issue(at, `${what} '${name}' is not a field of the entity${didYouMean(name, fields)}`));
    return found;
  };
  const { survey } = screen;

  field('/survey/heading', survey.heading, 'heading field');
  if (survey.description) field('/survey/description', survey.description, 'description field');
  const questions = field('/survey/questions', survey.questions, 'questions field');
  if (questions && (questions.type !== 'array' || !questions['x-detail'])) {
    issues.push(file.issue('/survey/questions', `'${survey.questions}' must be a detail table (type array with x-detail)`));
  } else if (questions) {
    const columns = Object.keys(questions.items?.properties ?? {});
    const missing = QUESTION_COLUMNS.filter((name) => !columns.includes(name));
    if (missing.length > 0)
      issues.push(file.issue('/survey/questions', `the questions table needs the columns ${missing.join(', ')} (title, kind, options, required)`));
  }
  const token = field('/survey/token', survey.token, 'token field');
  if (token && token.type !== 'string') issues.push(file.issue('/survey/token', `token field '${survey.token}' must be a string`));
  if (token && (screen.form?.fields ?? fields).includes(survey.token))
    issues.push(file.issue('/survey/token', `token field '${survey.token}' is set by the server; leave it out of form.fields`));
  field('/survey/status/field', survey.status.field, 'status field');
  for (const key of ['begin', 'end'] as const) {
    const date = field(`/survey/period/${key}`, survey.period[key], `period ${key} field`);
    if (date && date.format !== 'date') issues.push(file.issue(`/survey/period/${key}`, `period ${key} field '${survey.period[key]}' must have format date`));
  }
  return issues;
}
