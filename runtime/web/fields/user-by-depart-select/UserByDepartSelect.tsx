import { makeUserSelect, USER_PICKER_WIDTH, USER_TABLE_COLUMNS } from '../user-select/UserSelect';

/** The user-by-department picker's list call: a page of the users of a department and the ones below it. */
export const USER_BY_DEPART_URL = '/sys/user/queryUserByDepId';

/**
 * The user-by-department picker (upstream JSelectUserByDep): the department tree on the left, the
 * users of the clicked department (and of those below it) on the right, newest first, searchable
 * by account and name; nothing is listed before a department is clicked.
 */
export const UserByDepartSelect = makeUserSelect(
  {
    title: '按部门选择用户',
    width: USER_PICKER_WIDTH,
    departFilter: { listUrl: USER_BY_DEPART_URL, param: 'id', required: true },
    columns: USER_TABLE_COLUMNS,
  },
  { multi: false, placeholder: '请选择用户' },
);
