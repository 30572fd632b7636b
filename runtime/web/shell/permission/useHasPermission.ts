import { useCallback } from 'react';
import { hasPermission } from '../../../core/permission/hasPermission';
import { isAdminUser, useSessionStore } from '../../stores/sessionStore';

/** `(action) => boolean` for the signed-in user (shell-spec §6); re-renders when permissions load. */
export function useHasPermission(): (action: string) => boolean {
  const auth = useSessionStore((state) => state.auth);
  const allAuth = useSessionStore((state) => state.allAuth);
  const isAdmin = useSessionStore((state) => isAdminUser(state.userInfo));
  return useCallback((action: string) => hasPermission(action, { isAdmin, auth, allAuth }), [isAdmin, auth, allAuth]);
}
