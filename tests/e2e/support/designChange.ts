import type { Page } from '@playwright/test';
import { chooseOption, fillField, openAddForm, saveForm } from './form';
import { pickInDialog } from './picker';

/** Writes a 设计变更 on the open 设计变更 list as a person does: number, name, reason, content, amount, the reviewer and approver picked by name. */
export async function writeDesignChange(
  page: Page,
  change: { changeNo: string; content: string; amount: string; reviewer: string; approver: string },
): Promise<void> {
  await openAddForm(page);
  await fillField(page, '变更编号', change.changeNo);
  await fillField(page, '变更名称', '管廊支架间距加密');
  await chooseOption(page, '变更原因', '现场条件变化');
  await fillField(page, '变更内容', change.content);
  await fillField(page, '金额影响（元）', change.amount);
  await pickInDialog(page, '审核人（技术负责人）', '选择用户', { placeholder: '请输入姓名', text: change.reviewer });
  await pickInDialog(page, '审批人（项目经理）', '选择用户', { placeholder: '请输入姓名', text: change.approver });
  await saveForm(page, /添加成功/);
}
