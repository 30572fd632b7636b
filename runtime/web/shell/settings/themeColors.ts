import { DEFAULT_PRIMARY_COLOR } from '../../stores/settingsStore';

export interface ThemeColor {
  name: string;
  color: string;
}

/** The 8 named colours of the 系统设置 drawer (upstream palette); the first is the default. */
export const THEME_COLORS: readonly ThemeColor[] = [
  { name: '拂晓蓝', color: DEFAULT_PRIMARY_COLOR },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];
