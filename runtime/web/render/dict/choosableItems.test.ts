import { describe, expect, it } from 'vitest';
import { choosableItems } from './choosableItems';

const items = [
  { value: '1', text: '启用' },
  { value: '2', text: '停用项', disabled: true },
  { value: '3', text: '另一项' },
];

describe('choosableItems', () => {
  it('drops disabled items from the choices', () => {
    expect(choosableItems(items, undefined).map((item) => item.value)).toEqual(['1', '3']);
  });

  it('keeps a disabled item the field already holds, so its label still shows', () => {
    expect(choosableItems(items, '2').map((item) => item.value)).toEqual(['1', '2', '3']);
    expect(choosableItems(items, '3,2').map((item) => item.value)).toEqual(['1', '2', '3']);
  });
});
