import type { ValueViewProps } from '../fieldType.types';
import { useCategoryLabels } from './useCategoryLabels';

/** Read-only names of the categories a value holds. */
export function CategoryText({ value }: ValueViewProps) {
  return (
    <>
      {useCategoryLabels(value)
        .map((label) => label.text)
        .join(',')}
    </>
  );
}
