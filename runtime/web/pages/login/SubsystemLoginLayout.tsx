import type { ReactNode } from 'react';
import logo from '../../assets/logo.svg';
import { COPYRIGHT, PLATFORM_NAME } from '../../shell/platform';
import { usePageTitle } from '../../shell/usePageTitle';
import '../../shell/layouts/loginLayout.css';

/** The sign-in frame of a sub-system (material, pipe management): logo, titles, form, footer. */
export function SubsystemLoginLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="login-layout">
      <div className="login-layout__content">
        <div className="login-layout__top">
          <div className="login-layout__header">
            <img className="login-layout__logo" src={logo} alt="logo" />
            <span className="login-layout__title">{title}</span>
          </div>
          <div className="login-layout__desc">{PLATFORM_NAME}</div>
        </div>
        <div className="login-layout__main">{children}</div>
      </div>
      <footer className="login-layout__footer">{COPYRIGHT}</footer>
    </div>
  );
}
