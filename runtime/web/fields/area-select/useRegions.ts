import { useEffect, useState } from 'react';
import { loadRegions } from './loadRegions';
import type { RegionNode } from './regionTree';

/** The region tree, empty until its chunk has loaded. */
export function useRegions(): RegionNode[] {
  const [tree, setTree] = useState<RegionNode[]>([]);
  useEffect(() => {
    let current = true;
    loadRegions()
      .then((loaded) => current && setTree(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return tree;
}
