import { PROJECT_ORG_TYPE } from '../auth/userAccess';
import type { DepartNode } from '../../core/picker/picker.types';
import type { DepartRow } from './projectTree';

function bySortNo(a: DepartRow, b: DepartRow): number {
  return (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.departName.localeCompare(b.departName, 'zh-CN');
}

/**
 * The departments a user may see in the pickers: all of them for an administrator; for anyone
 * else every organisation and department except projects the user is not a member of, together
 * with everything below such a project. Answered in tree order (parents before children).
 */
export function visibleDeparts(departs: readonly DepartRow[], mayOpenProject: (projectId: string) => boolean): DepartRow[] {
  const ids = new Set(departs.map((depart) => depart.id));
  const children = new Map<string | null, DepartRow[]>();
  for (const depart of departs) {
    const parent = depart.parentId && ids.has(depart.parentId) ? depart.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), depart]);
  }
  const walk = (parentId: string | null): DepartRow[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort(bySortNo)
      .flatMap((depart) => (depart.orgType === PROJECT_ORG_TYPE && !mayOpenProject(depart.id) ? [] : [depart, ...walk(depart.id)]));
  return walk(null);
}

function toNode(depart: DepartRow, children: DepartNode[]): DepartNode {
  return {
    id: depart.id,
    key: depart.id,
    value: depart.id,
    title: depart.departName,
    departName: depart.departName,
    orgCode: depart.orgCode ?? '',
    orgType: depart.orgType,
    parentId: depart.parentId,
    isLeaf: children.length === 0,
    children,
  };
}

/** The tree of departments given in tree order (as visibleDeparts answers them). */
export function departTree(departs: readonly DepartRow[]): DepartNode[] {
  const ids = new Set(departs.map((depart) => depart.id));
  const build = (parentId: string | null): DepartNode[] =>
    departs
      .filter((depart) => (depart.parentId && ids.has(depart.parentId) ? depart.parentId : null) === parentId)
      .map((depart) => toNode(depart, build(depart.id)));
  return build(null);
}

/**
 * The departments whose name contains the keyword, each with the path of ancestors above it so
 * the picker shows where it sits (upstream searchBy answers matching nodes as a tree).
 */
export function searchDeparts(departs: readonly DepartRow[], keyword: string): DepartNode[] {
  const byId = new Map(departs.map((depart) => [depart.id, depart]));
  const kept = new Set<string>();
  for (const depart of departs) {
    if (!depart.departName.includes(keyword)) continue;
    for (let current: DepartRow | undefined = depart; current && !kept.has(current.id); current = current.parentId ? byId.get(current.parentId) : undefined)
      kept.add(current.id);
  }
  return departTree(departs.filter((depart) => kept.has(depart.id)));
}
