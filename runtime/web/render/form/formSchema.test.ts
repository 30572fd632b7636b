import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../../core/screen/screen.types';
import '../../fields';
import { buildFormSchema } from './formSchema';

/** A master-detail screen with two tabs, like 材料计划. */
const planScreen: ScreenFile = {
  id: 'material.plan',
  title: '材料计划',
  table: 'mat_plan',
  scope: 'project',
  api: '/materialmgmt/plan',
  permission: 'material:plan',
  entity: {
    type: 'object',
    properties: {
      planNo: { type: 'string', title: '计划编号' },
      planName: { type: 'string', title: '计划名称' },
      remark: { type: 'string', title: '备注' },
      items: {
        type: 'array',
        title: '材料明细',
        'x-detail': { table: 'mat_plan_item', foreignKey: 'planId' },
        items: { type: 'object', properties: { materialName: { type: 'string', title: '材料名称' } } },
      },
    },
  },
  list: { columns: ['planNo'] },
  form: {
    grid: 2,
    tabs: [
      { title: '基本信息', fields: ['planNo', 'planName', 'remark'] },
      { title: '材料明细', fields: ['items'] },
    ],
  },
};

const children = (schema: ISchema | undefined) => (schema?.properties ?? {}) as Record<string, ISchema>;
const paneFields = (screen: ScreenFile) =>
  Object.values(children(children(buildFormSchema(screen, 'add')).tabs)).map((pane) => Object.keys(children(children(pane).grid)));

describe('form schema', () => {
  it('puts each field in the tab that names it, every pane rendered from the start', () => {
    const tabs = children(buildFormSchema(planScreen, 'add')).tabs;
    expect(tabs['x-component']).toBe('FormTab');
    expect(Object.values(children(tabs)).map((pane) => pane['x-component-props'])).toEqual([
      { tab: '基本信息', forceRender: true },
      { tab: '材料明细', forceRender: true },
    ]);
    expect(paneFields(planScreen)).toEqual([['planNo', 'planName', 'remark'], ['items']]);
  });

  it('sends form fields no tab names to the first tab, and keeps one grid without tabs', () => {
    const screen: ScreenFile = {
      ...planScreen,
      form: {
        grid: 2,
        tabs: [
          { title: '明细', fields: ['items'] },
          { title: '其他', fields: ['remark'] },
        ],
      },
    };
    expect(paneFields(screen)).toEqual([['planNo', 'planName', 'items'], ['remark']]);
    expect(Object.keys(children(buildFormSchema({ ...planScreen, form: { grid: 2 } }, 'add')))).toEqual(['grid']);
  });
});
