import type { Envelope } from '../../core/http/envelope';

/** Calls the dictionary widget tests' fake server received, as `url?query`. */
export const calls: string[] = [];

const WORK_TYPES = [
  { value: '001', text: '木工' },
  { value: '009', text: '电工' },
  { value: '014', text: '塔吊司机', disabled: true },
  { value: '015', text: '施工升降机司机' },
];

function envelope(result: unknown, success = true, message = ''): Envelope<unknown> {
  return { success, message, code: success ? 200 : 500, result, timestamp: 0 };
}

/** The dictionary, tree and category endpoints the widgets call, answered from fixed data. */
export async function answerDictWidgets(url: string, params: Record<string, string> = {}): Promise<Envelope<unknown>> {
  calls.push(`${url}?${new URLSearchParams(params).toString()}`);
  if (url === '/sys/dict/getDictItems/work_type') return envelope(WORK_TYPES);
  if (url === '/sys/dict/loadDict/work_type') return envelope(WORK_TYPES.filter((item) => !item.disabled && item.text.includes(params.keyword ?? '')));
  if (url === '/sys/dict/loadDict/broken') return envelope(null, false, '字典Code不合法');
  if (url === '/sys/dict/loadDictItem/work_type')
    return envelope(WORK_TYPES.filter((item) => params.key.split(',').includes(item.value)).map((item) => item.text));
  if (url === '/sys/category/loadDictItem/') return envelope(params.ids === 'c1' ? ['钢材'] : []);
  if (url === '/sys/category/loadTreeData')
    return envelope(params.pcode === 'A01' ? [{ key: 'c1', value: 'c1', title: '钢材', isLeaf: true, code: 'A01A01', parentId: 'root' }] : []);
  return envelope([]);
}
