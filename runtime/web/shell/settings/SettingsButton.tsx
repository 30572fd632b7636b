import { SettingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState } from 'react';
import { SettingsDrawer } from './SettingsDrawer';

/** The top-bar button that opens 系统设置. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="系统设置">
        <span className="shell-header__action" role="button" aria-label="系统设置" onClick={() => setOpen(true)}>
          <SettingOutlined />
        </span>
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
