import { App, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';

export interface SaveQueryDialogProps {
  open: boolean;
  onSave(title: string): void;
  onClose(): void;
}

/** Asks for the name of the query to save; an empty name warns 保存名称不能为空. */
export function SaveQueryDialog({ open, onSave, onClose }: SaveQueryDialogProps) {
  const { message } = App.useApp();
  const [title, setTitle] = useState('');
  // Cleared when the dialog closes, not when it opens: a reset on opening runs after the first paint
  // and could wipe a name typed at once.
  useEffect(() => {
    if (!open) setTitle('');
  }, [open]);

  function confirm(): void {
    const name = title.trim();
    if (!name) {
      message.warning('保存名称不能为空');
      return;
    }
    onSave(name);
  }

  return (
    <Modal title="请输入保存的名称" open={open} width={400} okText="确定" cancelText="取消" onOk={confirm} onCancel={onClose} destroyOnHidden>
      <Input autoFocus placeholder="请输入保存的名称" maxLength={50} value={title} onChange={(event) => setTitle(event.target.value)} onPressEnter={confirm} />
    </Modal>
  );
}
