import type { DictItem } from './dict.types';
import { useDict } from './useDict';

/** Labels of a stored value; multi-select values are comma-joined and so are their labels. */
export function dictLabelOf(items: DictItem[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((part) => items.find((item) => item.value === part)?.text ?? part)
    .join(',');
}

/** Shows the label of a dictionary value (or values), falling back to the value itself. */
export function DictLabel({ code, value }: { code: string | undefined; value: unknown }) {
  const items = useDict(code);
  return <>{dictLabelOf(items, value)}</>;
}
