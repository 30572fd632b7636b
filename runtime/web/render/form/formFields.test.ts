import { describe, expect, it } from 'vitest';
import { inspectionScreen } from '../flow/inspectionFlow.fixture';
import { formFields } from './formFields';
import { savePayload } from './formValues';

const names = (mode: 'add' | 'edit' | 'view') => formFields(inspectionScreen, mode).map(([name]) => name);

describe('formFields of a flow screen', () => {
  it('leaves the state, the step fields and the initiator out of add and edit', () => {
    for (const mode of ['add', 'edit'] as const) {
      expect(names(mode)).toEqual(expect.arrayContaining(['areaName', 'safetyDescribe', 'rectifyId', 'reviewId']));
      for (const owned of ['status', 'initiatorId', 'rectifyDescribe', 'rectifyPhotos', 'rectifyTime']) expect(names(mode)).not.toContain(owned);
    }
  });

  it('shows the step fields and the initiator read-only in 详情, and the state only as its tag', () => {
    expect(names('view')).toEqual(expect.arrayContaining(['initiatorId', 'rectifyDescribe', 'rectifyPhotos']));
    expect(names('view')).not.toContain('status');
  });

  it('never sends a flow field in an edit, not even as null', () => {
    const payload = savePayload(inspectionScreen, 'edit', { areaName: '1号楼', status: '3', rectifyDescribe: '' });
    expect(payload).toMatchObject({ areaName: '1号楼' });
    expect(Object.keys(payload)).not.toContain('status');
    expect(Object.keys(payload)).not.toContain('rectifyDescribe');
  });
});
