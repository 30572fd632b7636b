import type { ValueViewProps } from '../fieldType.types';
import { groupThousands } from './groupThousands';

/** Read-only number with thousands separators. */
export function NumberText({ value }: ValueViewProps) {
  return <>{groupThousands(value)}</>;
}
