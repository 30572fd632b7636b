import { useEffect, useState } from 'react';
import { http } from '../../http/client';
import { useProjectStore } from '../../stores/projectStore';
import { listProjects, projectLabel, type ProjectNode } from './projectTree';

/**
 * Loads the projects the user may open. A stored project that is no longer among them is
 * dropped; a non-administrator without a project gets the first one (shell-spec §2 top bar).
 */
export function useProjectTree(isAdmin: boolean): ProjectNode[] {
  const [tree, setTree] = useState<ProjectNode[]>([]);
  useEffect(() => {
    let cancelled = false;
    void http
      .get<ProjectNode[]>('/sys/sysDepart/queryTreeProjectList')
      .then((answer) => {
        if (cancelled || !answer.success || !Array.isArray(answer.result)) return;
        setTree(answer.result);
        const projects = listProjects(answer.result);
        const { projectId, setProject } = useProjectStore.getState();
        const current = projects.find((project) => project.value === projectId);
        if (current) setProject(current.value, projectLabel(current));
        else if (!isAdmin && projects.length) setProject(projects[0].value, projectLabel(projects[0]));
        else if (projectId) setProject(null, null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [isAdmin]);
  return tree;
}
