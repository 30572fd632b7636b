import { SEEDED_ROLE_CODES } from '../seed/roles';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** A list of role codes told of something (a device's alarms, a camera going offline): each must be a known role. */
export function checkNoticeRoles(file: SourceFile, at: string, roles: readonly string[]): LintIssue[] {
  return roles.flatMap((role, i) =>
    SEEDED_ROLE_CODES.includes(role)
      ? []
      : [file.issue(`${at}/${i}`, `unknown role '${role}'${didYouMean(role, SEEDED_ROLE_CODES) || `; known roles are ${SEEDED_ROLE_CODES.join(', ')}`}`)],
  );
}
