import type { ScreenFile } from '../../core/screen/screen.types';
import { screenColumns } from '../db/screenColumns';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * A `card` belongs to a currentProject screen and names an ImageUpload field (image) and an
 * integer field (progress); a currentProject screen sharing its table with another screen stores
 * each column both declare with the same type (the table has one column of that name).
 */
export function checkCurrentProjectScreen(file: SourceFile, screen: ScreenFile, owner: ScreenFile | undefined): LintIssue[] {
  const issues: LintIssue[] = [];
  const fields = Object.keys(screen.entity.properties);
  if (screen.card && screen.scope !== 'currentProject') issues.push(file.issue('/card', `a card is shown only by a screen with scope 'currentProject'`));
  const { image, progress } = screen.card ?? {};
  if (image !== undefined) {
    const field = screen.entity.properties[image];
    if (!field) issues.push(file.issue('/card/image', `'${image}' is not a field of the entity${didYouMean(image, fields)}`));
    else if (field['x-component'] !== 'ImageUpload') issues.push(file.issue('/card/image', `card image '${image}' must be an ImageUpload field`));
  }
  if (progress !== undefined) {
    const field = screen.entity.properties[progress];
    if (!field) issues.push(file.issue('/card/progress', `'${progress}' is not a field of the entity${didYouMean(progress, fields)}`));
    else if (field.type !== 'integer') issues.push(file.issue('/card/progress', `card progress '${progress}' must be an integer field (0–100)`));
  }
  if (screen.scope !== 'currentProject' || !owner || owner === screen) return issues;
  const ownerTypes = new Map(screenColumns(owner).map((column) => [column.name, column.type]));
  for (const column of screenColumns(screen)) {
    const type = ownerTypes.get(column.name);
    if (type && type !== column.type)
      issues.push(
        file.issue('/entity', `column '${column.name}' is ${column.type} here but ${type} in screen '${owner.id}', which shares table '${screen.table}'`),
      );
  }
  return issues;
}
