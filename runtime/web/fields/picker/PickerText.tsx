import { splitCommaList } from '../multi-select/commaList';
import { labelOf, useLabels, type LabelSource } from './labelStore';

/** The names of stored keys, comma-joined (read-only views and list cells of the pickers). */
export function PickerText({ source, value }: { source: LabelSource; value: unknown }) {
  const keys = splitCommaList(value);
  useLabels([{ source, keys }]);
  return <>{keys.map((key) => labelOf(source, key)).join(',')}</>;
}
