/** A node of `GET /sys/sysDepart/queryTreeProjectList` (shell-spec §3). */
export interface ProjectNode {
  value: string;
  title: string;
  /** Short name shown to non-administrators. */
  simple?: string | null;
  description?: string | null;
  /** Organisation nodes group projects and cannot be chosen. */
  type?: 'org' | 'project';
  children?: ProjectNode[] | null;
}

export function isProjectNode(node: ProjectNode): boolean {
  return node.type === 'project';
}

/** Every project of the tree, depth first. */
export function listProjects(nodes: readonly ProjectNode[]): ProjectNode[] {
  return nodes.flatMap((node) => [...(isProjectNode(node) ? [node] : []), ...listProjects(node.children ?? [])]);
}

export function projectLabel(node: ProjectNode): string {
  return node.simple || node.title;
}
