import { printPath } from '../../print/printPath';
import type { RowActionProps } from '../rowAction.types';

/** Opens the record's print view in a new window: the list stays where it was, the view has no shell. */
export function PrintAction({ screen, record, title }: RowActionProps) {
  if (!screen.print) return null;
  return (
    <a href={`#${printPath(screen.id, String(record.id))}`} target="_blank" rel="noopener">
      {title}
    </a>
  );
}
