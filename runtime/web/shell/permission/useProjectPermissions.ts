import { useEffect, useRef } from 'react';
import { useProjectStore } from '../../stores/projectStore';
import { loadPermissions } from './loadPermissions';

/**
 * Reloads menu, buttons and launcher modules when the current project changes: the role a user
 * holds as a 项目成员 counts only in that project, so another project may open other modules.
 */
export function useProjectPermissions(): void {
  const projectId = useProjectStore((state) => state.projectId);
  const loadedFor = useRef(projectId);
  useEffect(() => {
    if (loadedFor.current === projectId) return;
    loadedFor.current = projectId;
    // A failed reload keeps the permissions already shown; the server checks every request anyway.
    loadPermissions().catch(() => undefined);
  }, [projectId]);
}
