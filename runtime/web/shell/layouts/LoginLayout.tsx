import { Outlet } from 'react-router-dom';
import { PLATFORM_NAME } from '../platform';
import { usePageTitle } from '../usePageTitle';
import { LoginFrame } from './LoginFrame';

/** The sign-in area (shell-spec §2): logo and platform title, the routed form, the copyright footer. */
export function LoginLayout() {
  usePageTitle('登录');
  return (
    <LoginFrame title={PLATFORM_NAME} subtitle="劳务 · 物资 · 施工 · 安全 · 质量 · 技术 一体化项目管理">
      <Outlet />
    </LoginFrame>
  );
}
