import { describe, expect, it } from 'vitest';
import team from '../../../../schemas/labour/team.json';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { inspectionScreen } from '../flow/inspectionFlow.fixture';
import { parseListUrl } from './listUrl';
import { filterParts } from './filterText';

describe('parseListUrl', () => {
  it('fills the query form with exact values of single query fields and the bounds of range query fields', () => {
    expect(parseListUrl(inspectionScreen, '?problemGrade=1&safetyDeadline_begin=2025-01-01&safetyDeadline_end=2025-01-31')).toEqual({
      query: { problemGrade: '1', safetyDeadline: ['2025-01-01', '2025-01-31'] },
      filter: {},
      tab: {},
    });
  });

  it('keeps comma lists, like-query fields, non-query fields and their bounds as exact filters shown above the list', () => {
    const { query, filter } = parseListUrl(inspectionScreen, '?problemGrade=1,2&safetyDescribe=漏电&areaName=1号楼&initiatorTime_begin=2025-03-01');
    expect(query).toEqual({});
    expect(filter).toEqual({ problemGrade: '1,2', safetyDescribe: '漏电', areaName: '1号楼', initiatorTime_begin: '2025-03-01' });
  });

  it('opens a flow tab from flowTab or from one state, and the record named by open', () => {
    expect(parseListUrl(inspectionScreen, '?flowTab=todo&open=r9')).toMatchObject({ tab: { flowTab: 'todo' }, openId: 'r9' });
    expect(parseListUrl(inspectionScreen, '?status=4')).toMatchObject({ tab: { status: '4' }, query: {}, filter: {} });
    expect(parseListUrl(inspectionScreen, '?status=1,4').filter).toEqual({ status: '1,4' });
  });

  it('ignores names that are no field of the screen, unknown flow tabs, empty values, and flowTab on a screen without a flow', () => {
    expect(parseListUrl(inspectionScreen, '?pageSize=500&table=sys_user&x_begin=1&flowTab=all&areaName=')).toEqual({ query: {}, filter: {}, tab: {} });
    expect(parseListUrl(team as ScreenFile, '?flowTab=todo').tab).toEqual({});
  });

  it('keeps a condition the screen declares as a filter read by its title, and drops an unknown one', () => {
    const outside = { screen: 'pipe.device', match: { id: 'machineId' }, ranges: [{ field: 'maxCurrent', min: 'currentMin', max: 'currentMax' }] };
    const welds: ScreenFile = {
      ...inspectionScreen,
      list: { ...inspectionScreen.list, conditions: [{ key: 'outOfRange', title: '电流超出焊机范围', outside }] },
    };
    const { filter } = parseListUrl(welds, '?condition=outOfRange&areaName=1号楼');
    expect(filter).toEqual({ condition: 'outOfRange', areaName: '1号楼' });
    expect(filterParts(welds, filter)[0]).toMatchObject({ title: '条件', label: '电流超出焊机范围' });
    expect(parseListUrl(welds, '?condition=other').filter).toEqual({});
    expect(parseListUrl(inspectionScreen, '?condition=outOfRange').filter).toEqual({});
  });

  it('reads a drill-down’s @me as 我 on any field, and other values as they are', () => {
    const { filter } = parseListUrl(inspectionScreen, '?rectifyId=@me&areaName=1号楼');
    expect(filterParts(inspectionScreen, filter)).toEqual([
      { key: 'rectifyId', field: 'rectifyId', title: '整改人', kind: 'eq', value: '@me', label: '我' },
      { key: 'areaName', field: 'areaName', title: inspectionScreen.entity.properties.areaName.title, kind: 'eq', value: '1号楼' },
    ]);
  });
});
