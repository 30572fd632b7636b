import { currentTimestamp } from '../../db/clock';
import { findLabourWarnings } from '../../labour/credit/warningRules';
import { warningSettings } from '../../labour/credit/warningSettings';
import type { JobHandler } from '../jobHandler';
import { raiseWarnings, type WarningKind } from '../raiseWarnings';

/** 预警信息 of the labour area, rung to the project's 劳务员, urgent ones as urgent notices. */
const LABOUR_WARNINGS: WarningKind = {
  screen: 'labour.warning',
  audience: [{ role: 'labour_clerk' }],
  headline: '新的劳务预警',
  name: '劳务预警',
  priority: 'level',
};

/**
 * 劳务预警: checks every worker on site against the five rules (certificate or ID card expiring,
 * over the age limit, days without a gate pass, on the blacklist), stores a 预警信息 for each new
 * cause and rings the project's 劳务员. The 参数 may change the site rules, e.g. {"femaleMaxAge":55}.
 */
export const labourWarningJob: JobHandler = {
  className: 'smartsite.job.LabourWarningJob',
  title: '劳务预警',
  async run(context) {
    const settings = warningSettings(context.parameter);
    const today = currentTimestamp(context.now).slice(0, 10);
    const findings = await findLabourWarnings(context.db, context.registry, today, settings);
    return raiseWarnings(context, LABOUR_WARNINGS, findings);
  },
};
