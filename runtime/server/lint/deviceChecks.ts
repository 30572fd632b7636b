import { ALARM_ACTION_FIELDS, ALARM_FIELDS, THRESHOLD_FIELDS, type DeviceDeclaration } from '../../core/device/device.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import { checkNoticeRoles } from './roleChecks';
import type { ProjectIndex } from './screenChecks';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** The row action giving a device its key: without it no device of the screen could ever upload. */
const ISSUE_KEY_ACTION = 'issueKey';

/**
 * A device screen's `device`: a project screen whose devices can get a key, name and last-upload
 * fields of the right kind, metric names used once, known notice roles, and thresholds and alarms
 * screens holding the fields the ingestion writes and reads (the alarms screen with a flow, whose
 * initial state a new alarm takes).
 */
export function checkDevice(file: SourceFile, screen: ScreenFile & { device: DeviceDeclaration }, index: ProjectIndex): LintIssue[] {
  const issues: LintIssue[] = [];
  const { device } = screen;
  const fields = Object.keys(screen.entity.properties);
  const field = (at: string, name: string, what: string) => {
    const found = screen.entity.properties[name];
    if (!found) issues.push(file.issue(at, `${what} '${name}' is not a field of the entity${didYouMean(name, fields)}`));
    return found;
  };
  if (screen.scope !== 'project') issues.push(file.issue('/scope', `a device screen must have scope 'project' (thresholds and alarms are per project)`));
  if (!screen.rowActions?.some((action) => action.name === ISSUE_KEY_ACTION))
    issues.push(
      file.issue('/device', `a device screen needs the row action { "name": "${ISSUE_KEY_ACTION}", "title": "生成密钥" } so that its devices get a key`),
    );
  field('/device/name', device.name, 'name field');
  const lastUpload = field('/device/lastUpload', device.lastUpload, 'lastUpload field');
  if (lastUpload && lastUpload.format !== 'date-time')
    issues.push(file.issue('/device/lastUpload', `lastUpload field '${device.lastUpload}' must have format date-time`));
  const seen = new Set<string>();
  device.metrics.forEach((metric, i) => {
    if (seen.has(metric.name)) issues.push(file.issue(`/device/metrics/${i}/name`, `metric '${metric.name}' is declared twice`));
    seen.add(metric.name);
  });
  issues.push(...checkNoticeRoles(file, '/device/notify', device.notify));
  const target = (at: string, what: string, id: string, needed: readonly string[]) => {
    const other = index.screensById.get(id);
    if (!other) {
      issues.push(file.issue(at, `${what} screen '${id}' does not exist${didYouMean(id, [...index.screensById.keys()])}`));
      return undefined;
    }
    const missing = needed.filter((name) => !(name in other.entity.properties));
    if (missing.length > 0) issues.push(file.issue(at, `${what} screen '${id}' lacks the fields ${missing.join(', ')} (needs ${needed.join(', ')})`));
    if (other.scope !== 'project') issues.push(file.issue(at, `${what} screen '${id}' must have scope 'project'`));
    return other;
  };
  target('/device/thresholds', 'thresholds', device.thresholds, THRESHOLD_FIELDS);
  const alarms = target('/device/alarms', 'alarms', device.alarms, ALARM_FIELDS);
  device.onAlarm?.forEach((action, i) => {
    action.metrics.forEach((metric, m) => {
      if (!seen.has(metric))
        issues.push(file.issue(`/device/onAlarm/${i}/metrics/${m}`, `metric '${metric}' is not among device.metrics${didYouMean(metric, [...seen])}`));
    });
    target(`/device/onAlarm/${i}/screen`, 'onAlarm', action.screen, ALARM_ACTION_FIELDS);
  });
  if (alarms && !alarms.flow)
    issues.push(file.issue('/device/alarms', `alarms screen '${device.alarms}' needs a flow (a new alarm takes its initial state; 确认 is a transition)`));
  return issues;
}
