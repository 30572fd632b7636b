import { makeUserSelect } from '../user-select/UserSelect';

/** Width of the worker picker (widgets-spec §2.2). */
export const WORKER_PICKER_WIDTH = 1200;

/** The worker picker: one or more users from the user list, name column 25% (widgets-spec §2.2, §3). */
export const WorkerSelect = makeUserSelect(
  {
    title: '选择人员',
    width: WORKER_PICKER_WIDTH,
    columns: [
      { title: '姓名', dataIndex: 'realname', width: '25%' },
      { title: '账号', dataIndex: 'username' },
      { title: '手机号码', dataIndex: 'phone' },
      { title: '生日', dataIndex: 'birthday' },
    ],
  },
  { multi: true, placeholder: '请选择人员' },
);
