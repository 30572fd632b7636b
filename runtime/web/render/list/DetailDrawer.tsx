import { Drawer } from 'antd';
import type { DetailLink } from '../../../core/screen/screen.types';
import { ScreenPage } from '../ScreenPage';

export interface DetailDrawerProps {
  /** The detail link and the parent row it was opened from; null when closed. */
  detail: { link: DetailLink; parentId: string; parentLabel: string } | null;
  onClose(): void;
}

/**
 * The child list of a row (e.g. a dictionary's items) in a drawer: filtered by
 * `<foreignKey>=<row id>`, and new child rows get that key, hidden in their form.
 */
export function DetailDrawer({ detail, onClose }: DetailDrawerProps) {
  return (
    <Drawer
      title={detail ? `${detail.link.title}${detail.parentLabel ? ` - ${detail.parentLabel}` : ''}` : ''}
      width={800}
      open={detail !== null}
      onClose={onClose}
      destroyOnHidden
    >
      {detail && <ScreenPage screenId={detail.link.screen} fixedValues={{ [detail.link.foreignKey]: detail.parentId }} />}
    </Drawer>
  );
}
