import { PROJECT_ORG_TYPE } from '../auth/userAccess';

/** A node of the project picker (shell-spec §3): organisations are branches, projects the leaves. */
export interface ProjectTreeNode {
  value: string;
  title: string;
  simple: string;
  description: string;
  type: 'org' | 'project';
  selectable: boolean;
  children: ProjectTreeNode[];
}

export interface DepartRow {
  id: string;
  parentId: string | null;
  departName: string;
  orgType: string;
  orgCode: string | null;
  shortName: string | null;
  sortNo: number | null;
}

/**
 * Builds the picker tree from all departments, keeping only the projects the user may choose and
 * the organisations above them (an organisation without such a project is left out).
 */
export function projectTree(departs: DepartRow[], mayChoose: (projectId: string) => boolean): ProjectTreeNode[] {
  const children = new Map<string | null, DepartRow[]>();
  const ids = new Set(departs.map((depart) => depart.id));
  for (const depart of departs) {
    const parent = depart.parentId && ids.has(depart.parentId) ? depart.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), depart]);
  }
  const build = (parentId: string | null): ProjectTreeNode[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.departName.localeCompare(b.departName, 'zh-CN'))
      .flatMap((depart): ProjectTreeNode[] => {
        const isProject = depart.orgType === PROJECT_ORG_TYPE;
        const below = build(depart.id);
        if (isProject ? !mayChoose(depart.id) : below.length === 0) return [];
        return [
          {
            value: depart.id,
            title: depart.departName,
            simple: depart.shortName ?? depart.departName,
            description: depart.orgCode ?? '',
            type: isProject ? 'project' : 'org',
            selectable: isProject,
            children: below,
          },
        ];
      });
  return build(null);
}
