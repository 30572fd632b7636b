import type { ScreenFile } from '../../core/screen/screen.types';
import { didYouMean } from './suggest';

/** Reports one issue at a JSON pointer of the file being checked. */
export type Report = (pointer: string, message: string) => void;

export const ownFieldNames = (screen: ScreenFile) => [
  'id',
  ...Object.keys(screen.entity.properties).filter((name) => screen.entity.properties[name].type !== 'array'),
];

/** The looked-in screen of a check or a created record, or a report naming the closest screen id. */
export function targetScreen(report: Report, pointer: string, id: string, screensById: ReadonlyMap<string, ScreenFile>): ScreenFile | null {
  const target = screensById.get(id);
  if (!target) report(pointer, `unknown screen '${id}'${didYouMean(id, [...screensById.keys()])}`);
  return target ?? null;
}
