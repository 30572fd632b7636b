import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, Radio, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { type ContentWidth, type LayoutMode, type NavTheme, type Settings, useSettingsStore } from '../../stores/settingsStore';
import { applyThemeColor } from './applyThemeColor';
import { THEME_COLORS } from './themeColors';
import './settingsDrawer.css';

const NAV_THEMES: { value: NavTheme; label: string }[] = [
  { value: 'dark', label: '暗色菜单风格' },
  { value: 'light', label: '亮色菜单风格' },
];
const LAYOUTS: { value: LayoutMode; label: string }[] = [
  { value: 'sidemenu', label: '侧边栏导航' },
  { value: 'topmenu', label: '顶部栏导航' },
];
const CONTENT_WIDTHS: { value: ContentWidth; label: string }[] = [
  { value: 'Fixed', label: '固定' },
  { value: 'Fluid', label: '流式' },
];

type SwitchSetting = keyof Pick<Settings, 'fixedHeader' | 'fixSiderbar' | 'multipage' | 'colorWeak'>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-drawer__row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** 系统设置 (shell-spec §2): every change is saved for the user and applied at once. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useSettingsStore();
  const toggle = (key: SwitchSetting) => (
    <Switch size="small" data-setting={key} checked={settings[key]} onChange={(checked) => settings.update({ [key]: checked })} />
  );
  return (
    <Drawer title="系统设置" width={300} open={open} onClose={onClose} className="settings-drawer">
      <h3 className="settings-drawer__title">整体风格设置</h3>
      <Radio.Group
        optionType="button"
        options={NAV_THEMES}
        value={settings.navTheme}
        onChange={(e) => settings.update({ navTheme: e.target.value as NavTheme })}
      />

      <h3 className="settings-drawer__title">主题色</h3>
      <div className="settings-drawer__colors">
        {THEME_COLORS.map(({ name, color }) => (
          <Tooltip key={color} title={name}>
            <button
              type="button"
              aria-label={name}
              className="settings-drawer__color"
              style={{ background: color }}
              onClick={() => color !== settings.primaryColor && applyThemeColor(color)}
            >
              {color.toUpperCase() === settings.primaryColor.toUpperCase() && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h3 className="settings-drawer__title">导航模式</h3>
      <Radio.Group optionType="button" options={LAYOUTS} value={settings.layout} onChange={(e) => settings.update({ layout: e.target.value as LayoutMode })} />
      <Row label="内容区域宽度">
        <Select
          size="small"
          style={{ width: 80 }}
          options={CONTENT_WIDTHS}
          value={settings.contentWidth}
          onChange={(contentWidth: ContentWidth) => settings.update({ contentWidth })}
        />
      </Row>
      <Row label="固定 Header">{toggle('fixedHeader')}</Row>
      <Row label="固定侧边菜单">{toggle('fixSiderbar')}</Row>
      <Row label="多页签模式">{toggle('multipage')}</Row>

      <Divider />
      <h3 className="settings-drawer__title">其他设置</h3>
      <Row label="色弱模式">{toggle('colorWeak')}</Row>
    </Drawer>
  );
}
