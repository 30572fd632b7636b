import { PLATFORM_NAME } from '../platform';

/**
 * The header line 欢迎进入 智慧工地综合管理平台, with `--{module}系统` for the current module, or
 * `--{module}` when its title already contains 设置 (系统设置, 项目设置).
 */
export function headerTitle(moduleTitle?: string | null): string {
  const welcome = `欢迎进入 ${PLATFORM_NAME}`;
  if (!moduleTitle) return welcome;
  return moduleTitle.includes('设置') ? `${welcome}--${moduleTitle}` : `${welcome}--${moduleTitle}系统`;
}
