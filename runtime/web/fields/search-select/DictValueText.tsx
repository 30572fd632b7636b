import type { ValueViewProps } from '../fieldType.types';
import { useDictLabels } from './useDictLabels';

/** Read-only labels of a value of a searched or lazily loaded dictionary, asked from the server. */
export function DictValueText({ value, dictCode }: ValueViewProps) {
  const labels = useDictLabels(typeof dictCode === 'string' ? dictCode : undefined, value);
  return <>{labels.map((label) => label.text).join(',')}</>;
}
