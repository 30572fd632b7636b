import { Outlet } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { COPYRIGHT, PLATFORM_NAME } from '../platform';
import { usePageTitle } from '../usePageTitle';
import './loginLayout.css';

/** The sign-in area (shell-spec §2): logo and platform title, the routed form, the copyright footer. */
export function LoginLayout() {
  usePageTitle('登录');
  return (
    <div className="login-layout">
      <div className="login-layout__content">
        <div className="login-layout__top">
          <div className="login-layout__header">
            <img className="login-layout__logo" src={logo} alt="logo" />
            <span className="login-layout__title">{PLATFORM_NAME}</span>
          </div>
          <div className="login-layout__desc">劳务 · 物资 · 施工 · 安全 · 质量 · 技术 一体化项目管理</div>
        </div>
        <div className="login-layout__main">
          <Outlet />
        </div>
      </div>
      <footer className="login-layout__footer">{COPYRIGHT}</footer>
    </div>
  );
}
