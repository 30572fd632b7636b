/**
 * Wire types of the department and user pickers' calls, shared by the server that answers them
 * and the web pickers that read them.
 */

/** A node of GET /sys/sysDepart/queryTreeList and searchBy (widgets-spec §3: id, key, title, children). */
export interface DepartNode {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  orgType: string;
  parentId: string | null;
  isLeaf: boolean;
  children: DepartNode[];
}

/** An answer of GET /sys/sysDepart/queryByIds. */
export interface DepartLabel {
  id: string;
  orgCode: string;
  departName: string;
}

/** Fields a department picker may store (`customReturnField`) and look departments up by. */
export const DEPART_KEY_FIELDS = ['id', 'orgCode'] as const;
export type DepartKeyField = (typeof DEPART_KEY_FIELDS)[number];

/** A user as the pickers see it (widgets-spec §3 User row, plus the worker list's birthday). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: string | null;
  phone: string | null;
  birthday: string | null;
  /** Names of the user's departments the caller may see, comma-joined. */
  orgCodeTxt: string;
  createTime: string | null;
}

/** Fields a user picker may store (`store`) and so look users up by. */
export const USER_KEY_FIELDS = ['username', 'id'] as const;
export type UserKeyField = (typeof USER_KEY_FIELDS)[number];
