import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';
import { attendanceSummaryJob } from '../../jobs/handlers/attendanceSummaryJob';
import { flowOverdueJob } from '../../jobs/handlers/flowOverdueJob';
import { ledgerDriftJob } from '../../jobs/handlers/ledgerDriftJob';
import { logCleanupJob } from '../../jobs/handlers/logCleanupJob';
import { labourWarningJob } from '../../jobs/handlers/labourWarningJob';
import { materialRiskJob } from '../../jobs/handlers/materialRiskJob';
import { qualityTargetJob } from '../../jobs/handlers/qualityTargetJob';
import { safetyStarRatingJob } from '../../jobs/handlers/safetyStarRatingJob';
import { streamStatusJob } from '../../jobs/handlers/streamStatusJob';

/** 定时任务 状态 正常 (dictionary quartz_status). */
const RUNNING = '0';

/**
 * The jobs a site runs by night, scheduled in the demo company so that its flows, ratings and
 * targets move on by themselves as they would in production (Quartz cron, server clock).
 */
export function buildScheduledJobs(createTime: string): SeedRecord[] {
  return [
    { handler: flowOverdueJob, cron: '0 10 0 * * ? *', description: '每天0:10：整改期限已过的记录转为超期，并通知整改人和发起人' },
    // Just after midnight the day to summarise is the one that ended: parameter -1.
    { handler: attendanceSummaryJob, cron: '0 30 0 * * ? *', parameter: '-1', description: '每天0:30：汇总前一天的考勤' },
    { handler: qualityTargetJob, cron: '0 0 1 * * ? *', description: '每天1:00：按质量巡检计算质量目标的实际值与达成' },
    { handler: safetyStarRatingJob, cron: '0 0 2 1 * ? *', description: '每月1日2:00：评定上月与本月各分包单位的安全星级' },
    { handler: logCleanupJob, cron: '0 0 3 ? * SUN *', description: '每周日3:00：清理过期日志' },
    { handler: ledgerDriftJob, cron: '0 30 2 * * ? *', description: '每天2:30：核对台账余额与流水合计，不一致时提醒管理员' },
    { handler: materialRiskJob, cron: '0 0 6 * * ? *', description: '每天6:00：检查安全库存、计划到货和采购价格，登记风险预警并通知材料主管和项目经理' },
    { handler: labourWarningJob, cron: '0 10 6 * * ? *', description: '每天6:10：检查证书和身份证到期、超龄、连续未考勤和黑名单，登记预警信息并通知劳务员' },
    { handler: streamStatusJob, cron: '0 0/5 * * * ? *', description: '每5分钟：检查各摄像头的视频流，更新在线状态，离线和恢复在线时通知设备管理员和项目经理' },
  ].map(({ handler, cron, parameter = '', description }) => ({
    id: newId(),
    createTime,
    fields: { jobClassName: handler.className, cronExpression: cron, parameter, description, status: RUNNING },
  }));
}
