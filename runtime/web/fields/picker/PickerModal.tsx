import type { ReactNode } from 'react';
import { FullscreenModal } from '../../render/modal/FullscreenModal';

/** Class of every picker dialog: editable-table cells treat clicks in it as clicks inside the cell. */
export const PICKER_MODAL_CLASS = 'picker-modal';

export interface PickerModalFrameProps {
  title: string;
  width: number;
  open: boolean;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
}

/**
 * The dialog of every picker: the platform's modal with its full-screen switch (widgets-spec
 * §2.2), 确定 and 取消. Its content is destroyed on close, so a cancelled choice is gone the
 * next time it opens.
 */
export function PickerModal({ title, width, open, onOk, onCancel, children }: PickerModalFrameProps) {
  return (
    <FullscreenModal
      open={open}
      width={width}
      title={title}
      okText="确定"
      cancelText="取消"
      onOk={onOk}
      onCancel={onCancel}
      wrapClassName={PICKER_MODAL_CLASS}
      destroyOnHidden
    >
      {children}
    </FullscreenModal>
  );
}
