import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../screen/screen.types';
import { checkDetail, checkField, fillMessage, messagePlaceholders, recordField } from './checkFields';

const training: ScreenFile = {
  id: 'labour.training',
  title: '培训',
  table: 'lab_training',
  scope: 'project',
  api: '/labour/training',
  permission: 'labour:training',
  entity: {
    type: 'object',
    properties: {
      trainType: { type: 'string', title: '培训类型' },
      passed: { type: 'string', title: '整场合格' },
      attendees: {
        type: 'array',
        title: '参训人员',
        'x-detail': { table: 'lab_training_attendee', foreignKey: 'trainingId' },
        items: { type: 'object', properties: { workerId: { type: 'string', title: '工人' }, passed: { type: 'string', title: '合格' } } },
      },
    },
  },
  list: { columns: ['trainType'] },
};

describe('check fields', () => {
  it('finds a detail column before a header field of the same name, and the header for the rest', () => {
    const detail = checkDetail(training, { detail: 'attendees' });
    expect(detail?.table).toBe('lab_training_attendee');
    expect(checkField(training, detail, 'passed')?.side).toBe('detail');
    expect(checkField(training, detail, 'trainType')?.side).toBe('header');
    expect(checkField(training, detail, 'id')?.side).toBe('header');
    expect(checkField(training, detail, 'score')).toBeUndefined();
  });

  it('does not take a detail table itself as a field of the record', () => {
    expect(recordField(training, 'attendees')).toBeUndefined();
    expect(recordField(training, 'id')?.title).toBe('ID');
  });

  it('fills the placeholders of a message and leaves unknown ones as written', () => {
    const message = '身份证号{idCode}已列入黑名单（原因：{cause}）{other}';
    expect(messagePlaceholders(message)).toEqual(['idCode', 'cause', 'other']);
    expect(fillMessage(message, { idCode: '110', cause: '欠薪闹事' })).toBe('身份证号110已列入黑名单（原因：欠薪闹事）{other}');
  });
});
