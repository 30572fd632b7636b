// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/survey.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 满意度调查（quality.survey，表 qua_survey）
 */
export interface QualitySurvey {
  /**
   * 问卷标题
   */
  title: string;
  /**
   * 说明
   */
  description?: string;
  /**
   * 开始日期（date）
   */
  beginDate: string;
  /**
   * 结束日期（date）
   */
  endDate: string;
  /**
   * 状态（字典 survey_status）
   */
  status: string;
  /**
   * 答卷链接
   */
  shareToken?: string;
  /**
   * 题目
   */
  questions?: QualitySurveyQuestions[];
}

/** 满意度调查 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualitySurveyRecord = Omit<QualitySurvey, 'questions'> & { questions?: QualitySurveyQuestionsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 题目（quality.surveyQuestions，表 qua_survey_question）
 */
export interface QualitySurveyQuestions {
  /**
   * 所属满意度调查的 id
   */
  surveyId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 题目
   */
  title: string;
  /**
   * 题型（字典 survey_question_kind）
   */
  kind: string;
  /**
   * 选项（每行一个）
   */
  options?: string;
  /**
   * 必答
   */
  required?: string;
}

/** A row of 题目 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type QualitySurveyQuestionsRecord = QualitySurveyQuestions & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
