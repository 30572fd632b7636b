import { Button, Card, Divider, Drawer, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { MenuAdminNode } from '../../../core/permission/menuAdmin.types';
import { http } from '../../http/client';
import { ScreenPage } from '../../render/ScreenPage';
import { feedback } from '../../shell/feedback/feedback';
import { MenuIcon } from '../../shell/menu/menuIcons';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { MenuFormModal, type MenuFormModalProps } from './MenuFormModal';
import { BUTTON, takesDataRules } from './menuForm';

const PERMISSION = 'system:permission';
const DATA_RULE_SCREEN = 'system.permissionDataRule';
const TYPE_TAGS: Record<number, { label: string; color: string }> = {
  0: { label: '一级菜单', color: 'blue' },
  1: { label: '子菜单', color: 'green' },
  2: { label: '按钮/权限', color: 'orange' },
};

/** 菜单管理 (/isystem/permission): the permission rows as a tree, edited row by row, with each screen's data rules. */
export function PermissionPage() {
  const can = useHasPermission();
  const [tree, setTree] = useState<MenuAdminNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [form, setForm] = useState<MenuFormModalProps['target']>(null);
  const [rulesOf, setRulesOf] = useState<MenuAdminNode | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await http.get<MenuAdminNode[]>('/sys/permission/list');
      if (answer.success) setTree(answer.result);
      else feedback().message.warning(answer.message);
    } catch {
      // The http client has shown the error.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(node: MenuAdminNode): Promise<void> {
    const answer = await http.delete('/sys/permission/delete', { id: node.id }).catch(() => null);
    if (!answer) return;
    if (!answer.success) return void feedback().message.error(answer.message);
    feedback().message.success(answer.message);
    await load();
  }

  function actions(node: MenuAdminNode): ReactNode {
    const links: { key: string; node: ReactNode }[] = [];
    if (can(`${PERMISSION}:edit`)) links.push({ key: 'edit', node: <a onClick={() => setForm({ mode: 'edit', node })}>编辑</a> });
    if (node.menuType !== BUTTON && node.menuType !== 0 && can(`${PERMISSION}:add`))
      links.push({ key: 'add', node: <a onClick={() => setForm({ mode: 'add', parent: node })}>添加下级</a> });
    if (takesDataRules(node) && can(`${PERMISSION}:list`)) links.push({ key: 'rules', node: <a onClick={() => setRulesOf(node)}>数据规则</a> });
    if (!node.seeded && can(`${PERMISSION}:delete`)) {
      links.push({
        key: 'delete',
        node: (
          <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => remove(node)}>
            <a>删除</a>
          </Popconfirm>
        ),
      });
    }
    return links.map((link, index) => (
      <Fragment key={link.key}>
        {index > 0 && <Divider type="vertical" />}
        {link.node}
      </Fragment>
    ));
  }

  const columns: TableColumnsType<MenuAdminNode> = [
    { title: '菜单名称', dataIndex: 'name', key: 'name', width: 260 },
    {
      title: '菜单类型',
      dataIndex: 'menuType',
      key: 'menuType',
      width: 110,
      render: (type: number) => <Tag color={TYPE_TAGS[type]?.color}>{TYPE_TAGS[type]?.label}</Tag>,
    },
    {
      title: '图标',
      dataIndex: 'icon',
      key: 'icon',
      width: 70,
      align: 'center',
      render: (icon: string | null, node) => (node.menuType === BUTTON ? null : <MenuIcon name={icon} />),
    },
    { title: '路径 / 授权标识', key: 'target', render: (_: unknown, node) => (node.menuType === BUTTON ? <code>{node.perms}</code> : node.url) },
    { title: '排序', dataIndex: 'sortNo', key: 'sortNo', width: 70, align: 'center' },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_: unknown, node) => (
        <Space size={4}>
          {node.menuType === BUTTON ? <Tag color={node.status === '1' ? 'success' : 'default'}>{node.status === '1' ? '有效' : '无效'}</Tag> : null}
          {node.hidden && <Tag>隐藏</Tag>}
          {!node.route && node.menuType !== BUTTON && <Tag>非路由</Tag>}
          {node.ruleFlag && <Tag color="purple">数据规则</Tag>}
          {!node.seeded && <Tag color="cyan">自定义</Tag>}
        </Space>
      ),
    },
    { title: '操作', key: 'actions', width: 230, fixed: 'right', align: 'center', render: (_: unknown, node) => actions(node) },
  ];

  return (
    <Card variant="borderless" className="menu-admin-page">
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => void load()}>刷新</Button>
      </Space>
      <Table<MenuAdminNode>
        rowKey="id"
        size="middle"
        bordered
        loading={loading}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ defaultExpandedRowKeys: tree.map((node) => node.id) }}
        key={tree.length === 0 ? 'empty' : 'loaded'}
      />
      <MenuFormModal target={form} onClose={() => setForm(null)} onSaved={() => void load()} />
      <Drawer
        title={rulesOf ? `数据规则 - ${rulesOf.name}` : ''}
        width={900}
        open={rulesOf !== null}
        onClose={() => {
          setRulesOf(null);
          void load();
        }}
        destroyOnHidden
        className="data-rule-drawer"
      >
        {rulesOf && <ScreenPage screenId={DATA_RULE_SCREEN} fixedValues={{ permissionId: rulesOf.id }} />}
      </Drawer>
    </Card>
  );
}
