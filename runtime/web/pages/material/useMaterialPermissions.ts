import { useEffect, useState } from 'react';
import { materialHttp } from '../../http/materialClient';

export interface MaterialProject {
  id: string;
  name: string;
  shortName: string | null;
}

export interface MaterialPermissions {
  userInfo: { id: string; username: string; realname: string };
  projects: MaterialProject[];
  permissions: string[];
  isAdmin?: boolean;
}

/** Whether the signed-in material user holds a permission (the administrator holds them all). */
export const holds = (data: MaterialPermissions | null, permission: string): boolean =>
  Boolean(data && (data.isAdmin || data.permissions.includes(permission)));

/** The material user's projects and permissions, from `GET /material/getPersonPermissionByToken`. */
export function useMaterialPermissions(token: string | null): MaterialPermissions | null {
  const [data, setData] = useState<MaterialPermissions | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    materialHttp
      .get<MaterialPermissions>('/material/getPersonPermissionByToken')
      .then((answer) => !cancelled && answer.success && setData(answer.result))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token]);
  return data;
}
