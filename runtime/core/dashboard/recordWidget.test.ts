import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../screen/screen.types';
import type { DashboardWidget } from './dashboard.types';
import { expandRecordWidget } from './recordWidget';

const screen = {
  id: 'smartproject.camera',
  entity: {
    type: 'object',
    properties: {
      cameraName: { type: 'string', title: '摄像头名称' },
      streamUrl: { type: 'string', title: '视频流', 'x-component': 'HlsStream' },
      installDate: { type: 'string', format: 'date', title: '安装日期' },
    },
  },
  list: { columns: ['cameraName'] },
} as unknown as ScreenFile;

describe('list and video widgets as the aggregate query runs them', () => {
  it('a list: its columns then the id, the newest date first, 8 rows unless told', () => {
    const widget: DashboardWidget = {
      id: 'latest',
      type: 'list',
      title: '最新',
      data: { screen: screen.id, columns: ['cameraName'], dateField: 'installDate', measures: [] },
    };
    expect(expandRecordWidget(widget, screen).data).toMatchObject({
      dimensions: [{ field: 'cameraName' }, { field: 'id' }],
      measures: [{ op: 'max', field: 'installDate', title: '安装日期' }],
      sort: '-0',
      limit: 8,
    });
  });

  it('a video: the captions, the stream field and the id, by caption, 4 streams unless told', () => {
    const widget: DashboardWidget = {
      id: 'cameras',
      type: 'video',
      title: '视频',
      data: { screen: screen.id, columns: ['cameraName'], limit: 2, measures: [] },
    };
    expect(expandRecordWidget(widget, screen).data).toMatchObject({
      dimensions: [{ field: 'cameraName' }, { field: 'streamUrl' }, { field: 'id' }],
      measures: [{ op: 'count', title: '摄像头' }],
      sort: 'dim',
      limit: 2,
    });
  });

  it('leaves other widgets as they are', () => {
    const widget: DashboardWidget = { id: 'n', type: 'kpi', title: '数', data: { screen: screen.id, measures: [{ op: 'count', title: '数' }] } };
    expect(expandRecordWidget(widget, screen)).toBe(widget);
  });
});
