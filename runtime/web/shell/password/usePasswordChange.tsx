import { LockOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { feedback } from '../feedback/feedback';
import { useSessionStore } from '../../stores/sessionStore';
import { PasswordModal } from './PasswordModal';

export const NOT_SIGNED_IN_MESSAGE = '请先登录！';

/** The user menu's 修改密码 item and its dialog, which opens only when a username is known. */
export function usePasswordChange(): { menuItem: { key: string; icon: ReactNode; label: string }; open(): void; dialog: ReactNode } {
  const username = useSessionStore((state) => state.userInfo?.username);
  const [open, setOpen] = useState(false);
  return {
    menuItem: { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    open: () => (username ? setOpen(true) : void feedback().message.warning(NOT_SIGNED_IN_MESSAGE)),
    dialog: username ? <PasswordModal username={username} open={open} onClose={() => setOpen(false)} /> : null,
  };
}
