import type { Envelope } from '../../../core/http/envelope';
import type { DictItem } from '../dict/dict.types';

const yn = [
  { value: '1', text: '是' },
  { value: '0', text: '否' },
];

/** Every dictionary the worker, team and user forms use in unit tests. */
export const TEST_DICTIONARIES: Record<string, DictItem[]> = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
  nation: [{ value: '01', text: '汉族' }],
  'lab_team,team_name,id': [{ value: 't1', text: '钢筋一班' }],
  work_type: [{ value: '01', text: '钢筋工' }],
  emp_category: [{ value: '1', text: '建筑工人' }],
  yn,
  enter_status: [{ value: '0', text: '进场' }],
  team_type: [{ value: '1', text: '劳务班组' }],
  'sys_depart,depart_name,id': [{ value: 'd1', text: '总公司' }],
  'sys_role,role_name,id': [{ value: 'r1', text: '管理员' }],
  user_status: [{ value: '1', text: '正常' }],
};

/**
 * A stand-in for the http client's GET that answers `/sys/dict/getDictItems/{code}` from
 * TEST_DICTIONARIES, so form tests never reach the network.
 */
export function answerDictionaries(url: string): Promise<Envelope<unknown>> {
  const code = decodeURIComponent(url.replace('/sys/dict/getDictItems/', ''));
  const items = TEST_DICTIONARIES[code];
  return Promise.resolve({ success: Boolean(items), message: items ? '' : `未知字典 ${code}`, code: items ? 200 : 500, result: items ?? null, timestamp: 0 });
}
