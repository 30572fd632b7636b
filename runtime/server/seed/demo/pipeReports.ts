import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';

/** The 检测报告 of the demo: one per 已出报告 委托单, its joints' results copied as 出具报告 copies them (pipeEntrust.json `creates.rows`). */
export interface PipeReports {
  reports: SeedRecord[];
  /** Detail rows of the reports (pw_report_joint), each naming its report in reportId. */
  joints: SeedRecord[];
}

const ISSUED = '3';

/** Reports of the issued 委托单 among `entrusts`, with the `welds` each one inspected, ordered by joint number. */
export function pipeReports(entrusts: readonly SeedRecord[], welds: readonly SeedRecord[]): PipeReports {
  const out: PipeReports = { reports: [], joints: [] };
  for (const entrust of entrusts.filter((one) => one.fields.status === ISSUED)) {
    const { reportNo, lineId, ndtMethod, reportDate, inspectorId } = entrust.fields;
    const createTime = `${String(reportDate)} 16:00:00`;
    const report: SeedRecord = {
      id: newId(),
      fields: { reportNo, entrustId: entrust.id, lineId, ndtMethod, reportDate, inspectorId },
      createTime,
      projectId: entrust.projectId,
    };
    out.reports.push(report);
    const inspected = welds
      .filter((weld) => weld.fields.entrustId === entrust.id)
      .sort((a, b) => String(a.fields.weldNo).localeCompare(String(b.fields.weldNo)));
    inspected.forEach((weld, order) => {
      const { weldNo, expandNo, welderId, ndtDate, filmCount, defectDesc, qualifiedLevel, status } = weld.fields;
      out.joints.push({
        id: newId(),
        fields: { reportId: report.id, orderNum: order + 1, weldNo, expandNo, welderId, ndtDate, filmCount, defectDesc, qualifiedLevel, result: status },
        createTime,
        projectId: entrust.projectId,
      });
    });
  }
  return out;
}
