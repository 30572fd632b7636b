/** What a form modal is doing with a record. */
export type FormMode = 'add' | 'edit' | 'view';

/** Modal titles of the three modes. */
export const FORM_TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑', view: '详情' };
