import type { CellType } from '../../../core/screen/tableColumn.types';

const NUMBER_TYPING = /^-?\d*\.?\d*$/;
const NUMBER_VALUE = /^-?\d+(\.\d+)?$/;

/**
 * Number cell typing (widgets-spec §5.3): only an optional minus, digits and one decimal point are
 * accepted; anything else keeps the previous text.
 */
export function acceptNumberTyping(previous: string, next: string): string {
  return NUMBER_TYPING.test(next) ? next : previous;
}

/** Number cell on blur: a matching text becomes a number, anything else becomes empty. */
export function numberOnBlur(text: string): number | null {
  return NUMBER_VALUE.test(text) ? Number(text) : null;
}

/** Tag input (widgets-spec §5.3): semicolons are removed, then one is put after every 2 characters. */
export function formatTagInput(text: string): string {
  const plain = text.replace(/;/g, '');
  return plain.replace(/(.{2})(?=.)/g, '$1;');
}

export type SearchOperator = 'like' | 'ne' | 'ge' | 'le';

/** Text search input (widgets-spec §5.3): like → *v*, not-equal → !v, ge → >=v, le → <=v. */
export function wrapSearchValue(value: string, operator: SearchOperator): string {
  if (value === '') return value;
  switch (operator) {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
  }
}

/** Cell types shown as an editor all the time rather than on click. */
export function alwaysEditing(type: CellType): boolean {
  return type === 'checkbox' || type === 'radio' || type === 'upload' || type === 'file' || type === 'image' || type === 'slot';
}
