/** Question kinds of dictionary survey_question_kind. */
export const QUESTION_KINDS = ['single', 'multi', 'rating', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Scores a rating question accepts (antd Rate: 1–5 stars). */
export const RATING_MAX = 5;
/** Longest accepted text answer. */
export const TEXT_ANSWER_MAX = 500;

/** One question as the public answer page shows it. */
export interface SurveyQuestion {
  id: string;
  title: string;
  kind: QuestionKind;
  /** Choices of a single or multi question (empty otherwise). */
  options: string[];
  required: boolean;
}

/** What `GET /api/public/survey/:token` answers: the questionnaire without any record data. */
export interface PublicSurvey {
  title: string;
  description: string;
  beginDate: string;
  endDate: string;
  questions: SurveyQuestion[];
}

/** An answer per question id: a choice, the chosen choices, a score, or a text. */
export type AnswerValue = string | string[] | number;
export type SurveyAnswers = Record<string, AnswerValue>;

/** The body of `POST /api/public/survey/:token/answer`. */
export interface SurveyAnswerBody {
  answers: SurveyAnswers;
}

/** Counts of one question over all answer sheets. */
export interface QuestionResult {
  id: string;
  title: string;
  kind: QuestionKind;
  /** Sheets that answered this question. */
  answered: number;
  /** How often each option was chosen, in the question's order (a rating: each score 1分–5分). */
  options: { option: string; count: number }[];
  /** Rating: the mean score (null before any). */
  average: number | null;
  /** Text: the latest answers, newest first. */
  texts: string[];
}

/** What the 结果 row action shows. */
export interface SurveyResults {
  total: number;
  questions: QuestionResult[];
}
