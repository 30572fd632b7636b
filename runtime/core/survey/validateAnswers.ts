import { RATING_MAX, TEXT_ANSWER_MAX, type AnswerValue, type SurveyAnswers, type SurveyQuestion } from './survey.types';

const isBlank = (value: AnswerValue | undefined): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Why one answer is not acceptable for its question, or null. */
function answerError(question: SurveyQuestion, value: AnswerValue): string | null {
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && question.options.includes(value) ? null : '请选择一个选项';
    case 'multi':
      return Array.isArray(value) && value.every((option) => question.options.includes(option)) && new Set(value).size === value.length
        ? null
        : '请选择列出的选项';
    case 'rating':
      return Number.isInteger(value) && Number(value) >= 1 && Number(value) <= RATING_MAX ? null : `请评 1–${RATING_MAX} 分`;
    default:
      return typeof value === 'string' && value.length <= TEXT_ANSWER_MAX ? null : `请填写不超过 ${TEXT_ANSWER_MAX} 字`;
  }
}

/**
 * The first problem of an answer sheet, naming the question (`请回答第2题：…`), or null. The
 * public page checks with it before sending and the server again before storing. Answers to
 * unknown question ids are a problem too: a sheet answers this questionnaire only.
 */
export function firstAnswerProblem(questions: readonly SurveyQuestion[], answers: SurveyAnswers): string | null {
  const known = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((id) => !known.has(id))) return '答卷与问卷不符，请刷新后重新填写';
  for (const [index, question] of questions.entries()) {
    const value = answers[question.id];
    const label = `第${index + 1}题「${question.title}」`;
    if (isBlank(value)) {
      if (question.required) return `请回答${label}`;
      continue;
    }
    const error = answerError(question, value);
    if (error) return `${label}：${error}`;
  }
  return null;
}

/** The sheet with blank answers left out (what is stored). */
export function answeredOnly(answers: SurveyAnswers): SurveyAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => !isBlank(value)));
}
