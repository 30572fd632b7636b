import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { feedback } from '../feedback/feedback';
import { type CloseSide, useTabsStore } from '../../stores/tabsStore';
import { tabKey } from './tabKey';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'left', label: '关闭左侧' },
  { key: 'right', label: '关闭右侧' },
  { key: 'others', label: '关闭其他' },
];

/**
 * The multi-tab bar (shell-spec §2, §4): 首页 first, a right-click menu per tab. Every tab shows
 * a close button; the store refuses 首页 and the last tab, and the refusal is shown as a warning.
 */
export function TabBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { tabs, close, closeSide, refresh } = useTabsStore();
  const activePath = tabKey(location.pathname, location.search);

  const onClose = (fullPath: string) => {
    const outcome = close(fullPath);
    if (outcome.refused) feedback().message.warning(outcome.refused);
    if (outcome.activate) navigate(outcome.activate);
  };

  const onContextMenu = (fullPath: string, key: string) => {
    if (key === 'refresh') return refresh(fullPath);
    closeSide(fullPath, key as CloseSide);
    if (fullPath !== activePath) navigate(fullPath);
  };

  return (
    <Tabs
      className="shell-tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activePath}
      onChange={(fullPath) => navigate(fullPath)}
      onEdit={(target, action) => action === 'remove' && typeof target === 'string' && onClose(target)}
      items={tabs.map((tab) => ({
        key: tab.fullPath,
        label: (
          <Dropdown trigger={['contextMenu']} menu={{ items: CONTEXT_ITEMS, onClick: ({ key }) => onContextMenu(tab.fullPath, key) }}>
            <span>{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
