import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';

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
 * The dialog of every picker: a title with a full-screen switch (widgets-spec §2.2 Modal: 100%
 * wide when full screen), 确定 and 取消. Its content is destroyed on close, so a cancelled choice
 * is gone the next time it opens.
 */
export function PickerModal({ title, width, open, onOk, onCancel, children }: PickerModalFrameProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const toggle = fullscreen ? '退出全屏' : '全屏';
  return (
    <Modal
      open={open}
      width={fullscreen ? '100%' : width}
      style={fullscreen ? { top: 0, maxWidth: '100%', paddingBottom: 0 } : undefined}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      title={
        <Space style={{ width: '100%', justifyContent: 'space-between', paddingRight: 48 }}>
          <span>{title}</span>
          <Button type="text" size="small" aria-label={toggle} title={toggle} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => setFullscreen(!fullscreen)} />
        </Space>
      }
      okText="确定"
      cancelText="取消"
      onOk={onOk}
      onCancel={onCancel}
      wrapClassName={PICKER_MODAL_CLASS}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
