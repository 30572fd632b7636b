import { useNavigate } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { PLATFORM_NAME, WORKPLACE_BACK_PATH } from '../platform';

/** Logo (and name when open) at the top of the side menu; leads back to the workplace. */
export function SiderLogo({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="shell-sider__logo" onClick={() => navigate(WORKPLACE_BACK_PATH)} title="返回工作台">
      <img src={logo} alt="logo" />
      {!collapsed && <h1>{PLATFORM_NAME}</h1>}
    </div>
  );
}
