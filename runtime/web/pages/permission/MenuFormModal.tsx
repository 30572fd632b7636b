import { Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { MenuAdminNode } from '../../../core/permission/menuAdmin.types';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';
import { BUTTON, ICON_PATTERN, initialValues, LINK_PATTERN, MENU, PERMS_PATTERN, type MenuFormValues } from './menuForm';

export interface MenuFormModalProps {
  /** The row to edit, or the parent of a new row; null when closed. */
  target: { mode: 'add'; parent: MenuAdminNode } | { mode: 'edit'; node: MenuAdminNode } | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * The 菜单管理 form: rename, order, icon, hide, route and always-show flags for menus; code and
 * status for buttons; link and how it opens for added links. A catalogue row's type, path and
 * code are shown but fixed (the server refuses changing them too).
 */
export function MenuFormModal({ target, onClose, onSaved }: MenuFormModalProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const [saving, setSaving] = useState(false);
  const node = target?.mode === 'edit' ? target.node : undefined;
  const parent = target?.mode === 'add' ? target.parent : undefined;
  const menuType = Form.useWatch('menuType', form) ?? node?.menuType;
  const fixed = Boolean(node?.seeded);

  useEffect(() => {
    if (target) form.setFieldsValue(initialValues(node, parent));
  }, [target, node, parent, form]);

  async function submit(): Promise<void> {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = node
        ? await http.put('/sys/permission/edit', { ...values, id: node.id })
        : await http.post('/sys/permission/add', { ...values, parentId: parent?.id });
      if (!answer.success) return void feedback().message.error(answer.message);
      feedback().message.success(answer.message);
      onSaved();
      onClose();
    } catch {
      // The http client has shown the error.
    } finally {
      setSaving(false);
    }
  }

  const title = node ? `编辑 - ${node.name}` : `添加下级 - ${parent?.name ?? ''}`;
  return (
    <Modal
      title={title}
      open={target !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      width={640}
      className="menu-form-modal"
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} preserve={false}>
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group disabled={Boolean(node)}>
            {node?.menuType === 0 && <Radio value={0}>一级菜单</Radio>}
            <Radio value={MENU}>{node ? '子菜单' : '子菜单（外部链接）'}</Radio>
            <Radio value={BUTTON}>按钮/权限</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="name"
          label={menuType === BUTTON ? '按钮名称' : '菜单名称'}
          rules={[
            { required: true, whitespace: true, message: '请输入菜单名称' },
            { max: 50, message: '菜单名称不能超过50个字' },
          ]}
        >
          <Input placeholder="请输入名称" />
        </Form.Item>
        {menuType === BUTTON ? (
          <>
            <Form.Item
              name="perms"
              label="授权标识"
              rules={
                fixed
                  ? []
                  : [
                      { required: true, message: '请输入授权标识' },
                      { pattern: PERMS_PATTERN, message: '授权标识格式为 模块:页面:操作，只允许字母、数字和下划线' },
                    ]
              }
            >
              <Input placeholder="如 system:user:audit" disabled={fixed} />
            </Form.Item>
            <Form.Item name="status" label="状态" extra="无效的按钮对管理员以外的所有人关闭，服务端同样拒绝">
              <Radio.Group>
                <Radio value="1">有效</Radio>
                <Radio value="0">无效</Radio>
              </Radio.Group>
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="url"
              label={fixed ? '菜单路径' : '链接地址'}
              rules={
                fixed
                  ? []
                  : [
                      { required: true, message: '请输入链接地址' },
                      { pattern: LINK_PATTERN, message: '请输入以 http:// 或 https:// 开头的链接地址' },
                    ]
              }
            >
              <Input placeholder="https://" disabled={fixed} />
            </Form.Item>
            {!fixed && (
              <Form.Item name="internalOrExternal" label="外部打开" valuePropName="checked" extra="打开：在浏览器新标签页打开；关闭：在系统内以页签嵌入">
                <Switch />
              </Form.Item>
            )}
            <Form.Item name="icon" label="菜单图标" rules={[{ pattern: ICON_PATTERN, message: '图标名称只允许字母和数字' }]}>
              <Input placeholder="如 UserOutlined" allowClear />
            </Form.Item>
            <Form.Item name="hidden" label="隐藏路由" valuePropName="checked" extra="隐藏后不在菜单中显示，仍可通过地址访问">
              <Switch />
            </Form.Item>
            <Form.Item name="route" label="是否路由" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked" extra="只有一个下级时也显示上级菜单">
              <Switch />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label="排序" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
