import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import { didYouMean } from './suggest';
import type { LintIssue } from './lintIssue';
import { pointerSegment, type SourceFile } from './sourceFile';

/** `x-required-with` and `x-not-less-than` name another field of the entity; `x-not-future` is on a date; `announce` names entity fields (the users field holds user ids). */
export function checkFieldLinks(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const issues: LintIssue[] = [];
  const fields = Object.keys(screen.entity.properties);
  const ref = (pointer: string, name: string, what: string) => {
    if (!fields.includes(name)) issues.push(file.issue(pointer, `${what} '${name}' is not a field of the entity${didYouMean(name, fields)}`));
  };
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const condition = field['x-required-with'];
    if (!condition) continue;
    const at = `/entity/properties/${pointerSegment(name)}/x-required-with/field`;
    if (condition.field === name) issues.push(file.issue(at, `field '${name}' cannot be required with itself; name another field`));
    else ref(at, condition.field, 'x-required-with field');
  }
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const lower = field['x-not-less-than'];
    if (lower === undefined) continue;
    const at = `/entity/properties/${pointerSegment(name)}/x-not-less-than`;
    const numeric = (schema: FieldSchema | undefined) => schema?.type === 'number' || schema?.type === 'integer';
    const date = (schema: FieldSchema | undefined) => schema?.type === 'string' && schema.format === 'date';
    const lowerField = screen.entity.properties[lower];
    if (lower === name) issues.push(file.issue(at, `field '${name}' cannot be compared with itself; name the lower bound's field`));
    else if (!fields.includes(lower)) ref(at, lower, 'x-not-less-than field');
    else if (!(numeric(field) && numeric(lowerField)) && !(date(field) && date(lowerField)))
      issues.push(
        file.issue(at, `x-not-less-than compares numbers or dates: '${name}' and '${lower}' must both be number or integer fields, or both date fields`),
      );
  }
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    if (field['x-not-future'] && field.format !== 'date' && field.format !== 'date-time')
      issues.push(
        file.issue(
          `/entity/properties/${pointerSegment(name)}/x-not-future`,
          `x-not-future needs a date field (format: date or date-time); '${name}' is not one`,
        ),
      );
  }
  const announce = screen.announce;
  if (announce) {
    for (const key of ['title', 'content', 'users', 'status', 'sendTime', 'sender', 'link'] as const) {
      const name = announce[key];
      if (name !== undefined) ref(`/announce/${key}`, name, `announce.${key}`);
    }
    const users = screen.entity.properties[announce.users];
    if (users && users['x-dict'] !== 'sys_user,realname,id')
      issues.push(file.issue('/announce/users', `announce.users '${announce.users}' must hold user ids: give it "x-dict": "sys_user,realname,id"`));
  }
  return issues;
}
