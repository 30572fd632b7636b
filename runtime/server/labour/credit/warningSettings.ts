import { JobParameterError } from '../../jobs/jobHandler';

/** The site rules of 预警信息: the job's 参数 may override each (JSON), e.g. {"maleMaxAge":55}. */
export interface WarningSettings {
  /** A document expiring within this many days (or already expired) is warned of. */
  expiryDays: number;
  /** Men older than this may not work on site (住建部门 common rule: 60). */
  maleMaxAge: number;
  /** Women older than this may not work on site (common rule: 50). */
  femaleMaxAge: number;
  /** A worker on site with no gate pass for this many days is warned of. */
  absentDays: number;
}

export const DEFAULT_WARNING_SETTINGS: WarningSettings = { expiryDays: 30, maleMaxAge: 60, femaleMaxAge: 50, absentDays: 7 };

const LABELS: Record<keyof WarningSettings, string> = {
  expiryDays: '到期提前天数',
  maleMaxAge: '男性年龄上限',
  femaleMaxAge: '女性年龄上限',
  absentDays: '连续未考勤天数',
};

/** The settings of one run: the defaults overlaid with the parameter's JSON object ('' keeps the defaults). */
export function warningSettings(parameter: string): WarningSettings {
  const text = parameter.trim();
  if (text === '') return DEFAULT_WARNING_SETTINGS;
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    given = null;
  }
  if (!given || typeof given !== 'object' || Array.isArray(given))
    throw new JobParameterError(`参数须为 JSON 对象，如 {"maleMaxAge":60,"femaleMaxAge":50}，当前为：${parameter}`);
  const settings = { ...DEFAULT_WARNING_SETTINGS };
  for (const [key, value] of Object.entries(given)) {
    if (!(key in LABELS)) throw new JobParameterError(`未知的参数「${key}」，可用：${Object.keys(LABELS).join('、')}`);
    if (!Number.isInteger(value) || (value as number) < 1) throw new JobParameterError(`参数「${key}」（${LABELS[key as keyof WarningSettings]}）须为正整数`);
    settings[key as keyof WarningSettings] = value as number;
  }
  return settings;
}
