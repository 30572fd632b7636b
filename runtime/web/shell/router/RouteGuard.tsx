import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { guardDecision } from './guardDecision';
import { PermissionLoader } from './PermissionLoader';

/** Applies `guardDecision` to every navigation (the root route's element). */
export function RouteGuard() {
  const location = useLocation();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const permissionsLoaded = useSessionStore((state) => state.menu.length > 0);
  const fullPath = `${location.pathname}${location.search}`;
  const decision = guardDecision({ pathname: location.pathname, fullPath, hasToken, permissionsLoaded });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'loadPermissions') return <PermissionLoader fullPath={fullPath} />;
  return <Outlet />;
}
