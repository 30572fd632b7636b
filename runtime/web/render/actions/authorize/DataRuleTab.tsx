import { Button, Checkbox, Empty, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { DataRuleOption, RoleDataRules } from '../../../../core/permission/dataRule.types';
import { http } from '../../../http/client';
import { useEnvelopeReport } from '../useEnvelopeReport';
import type { PermissionNode } from './permissionTreeKeys';

export interface DataRuleTabProps {
  roleId: string;
  /** Menus with data rules (from the authorisation tree). */
  menus: PermissionNode[];
}

/** 数据规则 tab of the role authorisation: pick a menu, tick the rules the role is held to, save. */
export function DataRuleTab({ roleId, menus }: DataRuleTabProps) {
  const [menuId, setMenuId] = useState<string | undefined>(menus[0]?.key);
  const [rules, setRules] = useState<DataRuleOption[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const report = useEnvelopeReport();

  useEffect(() => {
    if (!menuId) return;
    let current = true;
    setRules(null);
    void http.get<RoleDataRules>(`/sys/role/datarule/${menuId}/${roleId}`).then((answer) => {
      if (!current || !answer.success) return;
      setRules(answer.result.datarule);
      setChecked(answer.result.drChecked.split(',').filter(Boolean));
    });
    return () => {
      current = false;
    };
  }, [menuId, roleId]);

  async function save(): Promise<void> {
    setSaving(true);
    try {
      await report(http.post('/sys/role/datarule', { permissionId: menuId, roleId, dataRuleIds: checked.join(',') }));
    } finally {
      setSaving(false);
    }
  }

  if (menus.length === 0) return <Empty description="还没有配置数据规则的菜单，请先在菜单管理中添加数据规则" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" className="role-data-rule-tab">
      <Select
        style={{ width: '100%' }}
        value={menuId}
        onChange={setMenuId}
        options={menus.map((menu) => ({ value: menu.key, label: menu.title }))}
        aria-label="菜单"
      />
      {rules === null ? (
        <Spin />
      ) : (
        <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rules.map((rule) => (
            <Checkbox key={rule.id} value={rule.id}>
              {rule.ruleName}{' '}
              <Typography.Text type="secondary">
                （{rule.ruleColumn} {rule.ruleConditions} {rule.ruleValue}）
              </Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
      <Button type="primary" loading={saving} disabled={!menuId} onClick={() => void save()}>
        保存数据规则
      </Button>
    </Space>
  );
}
