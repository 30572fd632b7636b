import type { ValueViewProps } from '../fieldType.types';
import { regionText } from './regionTree';
import { useRegions } from './useRegions';

/** Read-only place name of a stored district code: 江苏省/徐州市/邳州市. */
export function AreaText({ value }: ValueViewProps) {
  const tree = useRegions();
  if (value === undefined || value === null || value === '') return null;
  return <>{tree.length > 0 ? regionText(tree, String(value)) : ''}</>;
}
