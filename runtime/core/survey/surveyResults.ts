import { RATING_MAX, type QuestionResult, type SurveyAnswers, type SurveyQuestion, type SurveyResults } from './survey.types';

/** Most text answers a result lists per question. */
export const TEXT_RESULTS_MAX = 50;

/** What a question's answers are counted by: its options, or the scores 1–5 of a rating. */
function countedValues(question: SurveyQuestion): { option: string; value: string }[] {
  if (question.kind === 'rating') return Array.from({ length: RATING_MAX }, (_, i) => ({ option: `${i + 1}分`, value: String(i + 1) }));
  return question.options.map((option) => ({ option, value: option }));
}

/** Counts per question of answer sheets given newest first. */
export function tallyResults(questions: readonly SurveyQuestion[], sheets: readonly SurveyAnswers[]): SurveyResults {
  return {
    total: sheets.length,
    questions: questions.map((question): QuestionResult => {
      const values = sheets.map((sheet) => sheet[question.id]).filter((value) => value !== undefined);
      const chosen = values.flat().map(String);
      const scores = values.map(Number).filter(Number.isFinite);
      return {
        id: question.id,
        title: question.title,
        kind: question.kind,
        answered: values.length,
        options: countedValues(question).map(({ option, value }) => ({ option, count: chosen.filter((answer) => answer === value).length })),
        average: question.kind === 'rating' && scores.length > 0 ? Math.round((scores.reduce((sum, n) => sum + n, 0) / scores.length) * 100) / 100 : null,
        texts: question.kind === 'text' ? values.map(String).slice(0, TEXT_RESULTS_MAX) : [],
      };
    }),
  };
}
