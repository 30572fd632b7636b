import { createForm } from '@formily/core';
import { isObservable } from '@formily/reactive';
import { describe, expect, it } from 'vitest';
import plan from '../../../../schemas/material/plan.json';
import type { ScreenFile } from '../../../core/screen/screen.types';
import user from '../../../../schemas/system/user.json';
import worker from '../../../../schemas/labour/worker.json';
import { initialFormValues, savePayload } from './formValues';

const userScreen = user as ScreenFile;

describe('form values', () => {
  it('starts an added record from the entity defaults plus the fixed values', () => {
    expect(initialFormValues(worker as ScreenFile, 'add', undefined, { teamId: 't1' })).toEqual({
      isTeam: '0',
      cwrIskeypsn: '0',
      ifContract: '0',
      isTrain: '0',
      teamId: 't1',
    });
  });

  it('starts an edited record from its entity fields, leaving out labels and audit fields', () => {
    const record = { id: 'u1', username: 'zs', realname: '张三', sex: '1', sex_dictText: '男', createTime: '2026-01-01 10:00:00' };
    expect(initialFormValues(userScreen, 'edit', record)).toEqual({ username: 'zs', realname: '张三', sex: '1' });
  });

  it('leaves empty fields out when adding', () => {
    expect(savePayload(userScreen, 'add', { username: 'zs', realname: '张三', email: '', password: 'Secret#2026' })).toEqual({
      username: 'zs',
      realname: '张三',
      password: 'Secret#2026',
    });
  });

  it('clears emptied fields when editing but keeps an empty password unchanged', () => {
    const payload = savePayload(userScreen, 'edit', { username: 'zs', realname: '张三', email: '', password: '' });
    expect(payload).toMatchObject({ username: 'zs', realname: '张三', email: null, phone: null });
    expect(payload).not.toHaveProperty('password');
  });

  it('sends a detail table as the rows themselves, not as Formily proxies of them', () => {
    const form = createForm({ initialValues: { planNo: 'JH001' } });
    const rows = [{ id: 'r0', materialName: '钢筋' }];
    form.setValuesIn('items', rows);
    const payload = savePayload(plan as unknown as ScreenFile, 'edit', form.values);
    expect(payload.items).toBe(rows);
    expect(isObservable(payload.items)).toBe(false);
  });
});
