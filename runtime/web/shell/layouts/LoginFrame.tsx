import type { ReactNode } from 'react';
import logo from '../../assets/logo.svg';
import { COPYRIGHT } from '../platform';
import './loginLayout.css';

/** The frame of every sign-in page (shell-spec §2 Layout): logo and title, a subtitle, the form, the copyright footer. */
export function LoginFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="login-layout">
      <div className="login-layout__content">
        <div className="login-layout__top">
          <div className="login-layout__header">
            <img className="login-layout__logo" src={logo} alt="logo" />
            <span className="login-layout__title">{title}</span>
          </div>
          <div className="login-layout__desc">{subtitle}</div>
        </div>
        <div className="login-layout__main">{children}</div>
      </div>
      <footer className="login-layout__footer">{COPYRIGHT}</footer>
    </div>
  );
}
