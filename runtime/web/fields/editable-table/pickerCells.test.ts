import { describe, expect, it } from 'vitest';
import { pickerCellConfig } from './pickerCells';

describe('picker cell settings', () => {
  it('stores usernames and shows real names for users, ids and names for departments, by default', () => {
    expect(pickerCellConfig('sel_user', {})).toEqual({ kind: 'user', store: 'username', text: 'realname', multi: false });
    expect(pickerCellConfig('sel_depart', {})).toEqual({ kind: 'depart', store: 'id', text: 'departName', multi: false });
  });

  it('takes store, text and multiSelect from fieldExtendJson, accepting upstream column spelling', () => {
    expect(pickerCellConfig('sel_depart', { fieldExtendJson: '{"store":"org_code","text":"depart_name","multiSelect":true}' })).toEqual({
      kind: 'depart',
      store: 'orgCode',
      text: 'departName',
      multi: true,
    });
    expect(pickerCellConfig('sel_user', { store: 'id', multi: true, fieldExtendJson: 'not json' })).toEqual({
      kind: 'user',
      store: 'id',
      text: 'realname',
      multi: true,
    });
  });

  it('falls back to the defaults for a field a picker cannot store, and ignores other cell types', () => {
    expect(pickerCellConfig('sel_user', { store: 'password' })).toMatchObject({ store: 'username' });
    expect(pickerCellConfig('select', {})).toBeNull();
  });
});
