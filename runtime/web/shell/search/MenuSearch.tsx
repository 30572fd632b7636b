import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { menuTarget, openMenuTarget } from '../menu/menuTarget';
import { matchesSearch, menuSearchOptions } from './menuSearchOptions';

/**
 * The top-bar menu search (shell-spec §2): finds a visible menu page by title; external entries
 * open in a new browser tab, iframe pages and all others through the router.
 */
export function MenuSearch() {
  const navigate = useNavigate();
  const menu = useSessionStore((state) => state.menu);
  const options = useMemo(() => menuSearchOptions(menu), [menu]);
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      className="shell-header__search"
      showSearch
      allowClear
      value={value}
      placeholder="搜索菜单"
      suffixIcon={<SearchOutlined />}
      style={{ width: 200 }}
      popupMatchSelectWidth={280}
      options={options.map(({ value: path, label }) => ({ value: path, label }))}
      filterOption={(input, option) => Boolean(option && matchesSearch({ label: String(option.label) }, input))}
      notFoundContent="没有匹配的菜单"
      onChange={(path: string | undefined) => {
        const chosen = options.find((option) => option.value === path);
        setValue(null);
        if (chosen) openMenuTarget(menuTarget(chosen.item), navigate);
      }}
    />
  );
}
