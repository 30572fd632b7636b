import type { Envelope } from '../../../core/http/envelope';
import type { DepartNode, PickerUser } from '../../../core/picker/picker.types';

/** Calls the picker tests' fake server received, as `url?query`. */
export const pickerCalls: string[] = [];

function node(id: string, departName: string, children: DepartNode[] = [], parentId: string | null = null): DepartNode {
  return { id, key: id, value: id, title: departName, departName, orgCode: `A${id}`, orgType: '2', parentId, isLeaf: children.length === 0, children };
}

const TREE = [node('c', '华泰化建', [node('d1', '工程部', [], 'c'), node('d2', '物资部', [], 'c'), node('p1', '宁波石化二期项目', [], 'c')])];

function user(id: string, username: string, realname: string): PickerUser {
  return { id, username, realname, sex: '1', phone: '13900000000', birthday: null, orgCodeTxt: '工程部', createTime: null };
}

const USERS = [user('u1', 'zhangwei', '张伟'), user('u2', 'lisi', '李思'), user('u3', 'wangfang', '王芳')];
/** Usernames of the members of each department, the ones below it included. */
const MEMBERS: Record<string, string[]> = { c: ['zhangwei', 'lisi', 'wangfang'], d1: ['zhangwei', 'lisi'], d2: ['wangfang'] };
const ROLES = [
  { id: 'r1', roleName: '项目经理', roleCode: 'project_manager', roleType: '2' },
  { id: 'r2', roleName: '劳务员', roleCode: 'labour_clerk', roleType: '2' },
];

function envelope(result: unknown, success = true, message = ''): Envelope<unknown> {
  return { success, message, code: success ? 200 : 500, result, timestamp: 0 };
}

const page = (records: unknown[]) => envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });
const contains = (value: unknown, wrapped: string | undefined) => !wrapped || String(value).includes(wrapped.replace(/^\*|\*$/g, ''));

/** The department, user and role calls of the pickers, answered from fixed data. */
export async function answerPickers(url: string, params: Record<string, string> = {}): Promise<Envelope<unknown>> {
  pickerCalls.push(`${url}?${new URLSearchParams(params).toString()}`);
  switch (url) {
    case '/sys/sysDepart/queryTreeList':
      return envelope(TREE);
    case '/sys/sysDepart/searchBy':
      return envelope(params.keyWord === '物资' ? [node('c', '华泰化建', [node('d2', '物资部', [], 'c')])] : []);
    case '/sys/sysDepart/queryByIds': {
      const ids = params.ids.split(',');
      const all = [TREE[0], ...TREE[0].children];
      return envelope(all.filter((depart) => ids.includes(depart.id)).map(({ id, orgCode, departName }) => ({ id, orgCode, departName })));
    }
    case '/sys/user/queryPageListInfo':
      return page(USERS.filter((one) => contains(one.realname, params.realname) && contains(one.username, params.username)));
    case '/sys/user/queryUserByDepId':
      return page(
        USERS.filter(
          (one) => (MEMBERS[params.id] ?? []).includes(one.username) && contains(one.realname, params.realname) && contains(one.username, params.username),
        ),
      );
    case '/sys/user/getMultiUser':
      return envelope(USERS.filter((one) => (params.username ?? '').split(',').includes(one.username)));
    case '/sys/role/list':
      if (params.id_MultiString) return page(ROLES.filter((role) => params.id_MultiString.split(',').includes(role.id)));
      return page(ROLES.filter((role) => contains(role.roleName, params.roleName)));
    case '/broken/list':
      return envelope(null, false, '没有权限，请联系管理员授权');
    default:
      return envelope([]);
  }
}
