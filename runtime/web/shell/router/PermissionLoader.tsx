import { Spin } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../feedback/feedback';
import { loadPermissions } from '../permission/loadPermissions';
import { logout } from '../session/logout';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * Loads the permission list for a signed-in user (after a reload). On failure the user is
 * signed out and sent to login with the original path as redirect (shell-spec §2).
 */
export function PermissionLoader({ fullPath }: { fullPath: string }) {
  useEffect(() => {
    let cancelled = false;
    loadPermissions().catch(() => {
      if (cancelled || !useSessionStore.getState().token) return;
      feedback().notification.error({ message: '系统提示', description: '请求用户信息失败，请重试！' });
      void logout(fullPath);
    });
    return () => {
      cancelled = true;
    };
  }, [fullPath]);
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip="加载中..." spinning>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
