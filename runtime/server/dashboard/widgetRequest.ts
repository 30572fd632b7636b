import { PERIOD_PARAMS, PROJECTS_PARAM, type DashboardFile } from '../../core/dashboard/dashboard.types';
import { parseDay, rangeDays, type DayRange } from '../../core/dashboard/period';
import { ClientError } from '../sys/errorHandlers';

/** What the browser may say about a widget: the period and the dashboard's dictionary filter values, nothing else. */
export interface WidgetRequest {
  period: DayRange | null;
  /** Dashboard dictionary filter key → chosen value (a comma list for several). */
  dicts: Record<string, string>;
  /** A company dashboard's chosen projects (`filters.projects`); none: all the caller's projects. */
  projects?: string[];
}

export const PROJECT_FILTER_MESSAGES = {
  forbidden: (names: string) => `无权查看所选项目的数据：${names}`,
};

/**
 * The projects a company dashboard's widget reads: the chosen ones, each of which must be one of
 * the caller's (never trusting the browser's list), else all of the caller's projects.
 */
export function companyProjects(request: WidgetRequest, own: ReadonlySet<string>): ReadonlySet<string> {
  if (!request.projects) return own;
  const foreign = request.projects.filter((id) => !own.has(id));
  if (foreign.length > 0) throw new ClientError(403, PROJECT_FILTER_MESSAGES.forbidden(foreign.join('、')));
  return new Set(request.projects);
}

/** Ten years: longer ranges are a typo, and would make a bucketed widget return thousands of points. */
const MAX_PERIOD_DAYS = 3660;

export class WidgetRequestError extends ClientError {
  constructor(message: string) {
    super(400, message);
  }
}

function single(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  throw new WidgetRequestError(`查询参数重复：${name}`);
}

function parsePeriod(params: Record<string, unknown>): DayRange | null {
  const begin = single(params, PERIOD_PARAMS.begin);
  const end = single(params, PERIOD_PARAMS.end);
  if (begin === undefined && end === undefined) return null;
  if (begin === undefined || end === undefined) throw new WidgetRequestError('请同时选择时间段的开始和结束日期');
  if (!parseDay(begin)) throw new WidgetRequestError(`时间段的开始日期格式不正确：${begin}，应为 YYYY-MM-DD`);
  if (!parseDay(end)) throw new WidgetRequestError(`时间段的结束日期格式不正确：${end}，应为 YYYY-MM-DD`);
  if (begin > end) throw new WidgetRequestError('时间段的开始日期不能晚于结束日期');
  if (rangeDays({ begin, end }) > MAX_PERIOD_DAYS) throw new WidgetRequestError('时间段不能超过十年');
  return { begin, end };
}

/**
 * Reads a widget request's query parameters: `periodBegin` / `periodEnd` and the dashboard's
 * declared dictionary filter keys. Anything else (a field, table or operator name) is refused.
 */
export function parseWidgetRequest(dashboard: DashboardFile, params: Record<string, unknown>): WidgetRequest {
  const keys = new Set((dashboard.filters?.dicts ?? []).map((filter) => filter.key));
  const projectFilter = dashboard.filters?.projects === true;
  for (const name of Object.keys(params)) {
    if (name !== PERIOD_PARAMS.begin && name !== PERIOD_PARAMS.end && name !== '_t' && !keys.has(name) && !(projectFilter && name === PROJECTS_PARAM))
      throw new WidgetRequestError(`不支持的查询参数：${name}`);
  }
  const dicts: Record<string, string> = {};
  for (const key of keys) {
    const value = single(params, key);
    if (value !== undefined) dicts[key] = value;
  }
  const projects = projectFilter
    ? single(params, PROJECTS_PARAM)
        ?.split(',')
        .filter((id) => id !== '')
    : undefined;
  return { period: parsePeriod(params), dicts, ...(projects?.length ? { projects } : {}) };
}
