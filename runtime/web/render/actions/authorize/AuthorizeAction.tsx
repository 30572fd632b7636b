import { Button, Drawer, Space, Spin, Tabs, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';
import { useEnvelopeReport } from '../useEnvelopeReport';
import { DataRuleTab } from './DataRuleTab';
import { grantedLeafKeys, keysAbove, ruledMenus, withAncestors, type PermissionNode } from './permissionTreeKeys';

interface Grant {
  tree: PermissionNode[];
  /** What the role holds on the server (sent back as lastpermissionIds). */
  granted: string[];
}

const KIND_TAGS: Record<number, { label: string; color: string }> = {
  0: { label: '模块', color: 'blue' },
  1: { label: '菜单', color: 'green' },
  2: { label: '按钮', color: 'orange' },
};

function treeData(nodes: PermissionNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: (
      <span>
        {node.title} <Tag color={KIND_TAGS[node.menuType]?.color}>{KIND_TAGS[node.menuType]?.label}</Tag>
      </span>
    ),
    children: node.children ? treeData(node.children) : undefined,
  }));
}

/**
 * 授权: a drawer with the tree of modules, menus and buttons (ticking grants, unticking revokes) and
 * a tab granting the data rules of each menu.
 */
export function AuthorizeAction({ record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  const [grant, setGrant] = useState<Grant | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const report = useEnvelopeReport();

  useEffect(() => {
    if (!open) return;
    let current = true;
    void Promise.all([
      http.get<{ treeList: PermissionNode[] }>('/sys/permission/queryTreeList'),
      http.get<string[]>('/sys/permission/queryRolePermission', { roleId: record.id }),
    ]).then(([tree, granted]) => {
      if (!current || !tree.success || !granted.success) return;
      setGrant({ tree: tree.result.treeList, granted: granted.result });
      setChecked(grantedLeafKeys(tree.result.treeList, granted.result));
    });
    return () => {
      current = false;
    };
  }, [open, record.id]);

  async function save(close: boolean): Promise<void> {
    if (!grant) return;
    const permissionIds = withAncestors(grant.tree, checked);
    setSaving(true);
    try {
      const saved = await report(
        http.post('/sys/permission/saveRolePermission', {
          roleId: record.id,
          permissionIds: permissionIds.join(','),
          lastpermissionIds: grant.granted.join(','),
        }),
      );
      if (saved) setGrant({ ...grant, granted: permissionIds });
      if (saved && close) setOpen(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <a onClick={() => setOpen(true)}>{title}</a>
      <Drawer
        title={`角色权限配置 - ${String(record.roleName ?? '')}`}
        width={520}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        className="role-authorize-drawer"
        footer={
          <Space style={{ float: 'right' }}>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button loading={saving} onClick={() => save(false)}>
              仅保存
            </Button>
            <Button type="primary" loading={saving} onClick={() => save(true)}>
              保存并关闭
            </Button>
          </Space>
        }
      >
        {grant ? (
          <Tabs
            items={[
              {
                key: 'menus',
                label: '菜单权限',
                children: (
                  <Tree
                    checkable
                    selectable={false}
                    defaultExpandedKeys={keysAbove(grant.tree, 2)}
                    treeData={treeData(grant.tree)}
                    checkedKeys={checked}
                    onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
                  />
                ),
              },
              { key: 'rules', label: '数据规则', children: <DataRuleTab roleId={record.id} menus={ruledMenus(grant.tree)} /> },
            ]}
          />
        ) : (
          <Spin />
        )}
      </Drawer>
    </>
  );
}
