import { describe, expect, it } from 'vitest';
import { flowOf } from '../../../core/flow/flowModel';
import { activeFlowTab, countParams, flowTabs } from './flowTabs';
import { widestTransitionTitles } from './flowRowActions';
import { inspectionCounts, inspectionScreen } from './inspectionFlow.fixture';

const flow = flowOf(inspectionScreen)!;

describe('flow tabs', () => {
  it('lists 待我处理, 我发起的, 全部 and one tab per state, each with its count and list parameters', () => {
    const tabs = flowTabs(flow, inspectionCounts);
    expect(tabs.map((tab) => `${tab.label} (${tab.count})`)).toEqual([
      '待我处理 (1)',
      '我发起的 (2)',
      '全部 (7)',
      '待整改 (3)',
      '待复查 (2)',
      '复查通过 (1)',
      '复查未通过 (1)',
      '超期未整改 (0)',
    ]);
    expect(tabs[0].params).toEqual({ flowTab: 'todo' });
    expect(tabs[2].params).toEqual({});
    expect(tabs[4].params).toEqual({ status: '2' });
  });

  it('shows no numbers before the counts have come, and no 我发起的 without an initiator field', () => {
    expect(flowTabs(flow, null).every((tab) => tab.count === undefined)).toBe(true);
    const { initiatorField: _initiator, ...withoutInitiator } = flow;
    expect(flowTabs(withoutInitiator, null).map((tab) => tab.key)).not.toContain('mine');
  });

  it('marks the tab whose parameters the list sends, else 全部', () => {
    const tabs = flowTabs(flow, null);
    expect(activeFlowTab(tabs, { flowTab: 'mine' })).toBe('mine');
    expect(activeFlowTab(tabs, { status: '4' })).toBe('state:4');
    expect(activeFlowTab(tabs, {})).toBe('all');
  });

  it('asks for the counts with the list filters but not its paging or sorting', () => {
    expect(countParams({ problemGrade: '1', pageNo: 2, pageSize: 10, column: 'createTime', order: 'desc', flowTab: 'todo' })).toEqual({
      problemGrade: '1',
      flowTab: 'todo',
    });
  });

  it('sizes the 操作 column for the state offering the most transitions', () => {
    expect(widestTransitionTitles(flow)).toEqual(['复查通过', '复查不通过']);
  });
});
