/** The user-facing messages of the generic CRUD, worded as upstream (punctuation included). */
export const CRUD_MESSAGES = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  restored: '还原成功',
  batchDeleted: '批量删除成功!',
  notFound: '未找到对应数据',
  noProject: '请先选择项目',
  stale: '该记录已被他人修改，请重新加载后再保存',
} as const;
