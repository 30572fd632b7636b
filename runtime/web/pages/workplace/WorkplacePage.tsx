import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { LauncherModule } from '../../../core/permission/permission.types';
import { feedback } from '../../shell/feedback/feedback';
import { greetingByHour } from '../../shell/header/greetingByHour';
import { PLATFORM_NAME } from '../../shell/platform';
import { useModuleStore } from '../../stores/moduleStore';
import { useProjectStore } from '../../stores/projectStore';
import { useSessionStore } from '../../stores/sessionStore';
import { launcherModules } from './launcherModules';
import { ModuleCard } from './ModuleCard';
import { moduleEntry } from './moduleEntry';
import './workplace.css';

/** /workplace: the launcher of the 13 modules (shell-spec §1). */
export function WorkplacePage() {
  const navigate = useNavigate();
  const { menu, modules, userInfo } = useSessionStore();
  const { projectId, projectName } = useProjectStore();
  const setModule = useModuleStore((state) => state.setModule);

  const open = (module: LauncherModule) => {
    const entry = moduleEntry(module, menu, Boolean(projectId));
    if (entry.kind === 'refuse') {
      feedback().message.warning(entry.message);
      return;
    }
    setModule(module.key);
    navigate(entry.path);
  };

  return (
    <div className="workplace">
      <Card className="workplace__welcome">
        <h2 className="workplace__welcome-title">
          {greetingByHour(new Date().getHours())}，{userInfo?.realname || userInfo?.username}，欢迎使用{PLATFORM_NAME}
        </h2>
        <div className="workplace__welcome-desc">{projectName ? `当前项目：${projectName}` : '请选择要进入的业务模块'}</div>
      </Card>
      {!projectId && <Alert className="workplace__welcome" type="info" showIcon message="请先在右上角选择项目；未选择项目时仅可进入系统设置。" />}
      <div className="workplace__grid">
        {launcherModules(modules).map((module, index) => (
          <ModuleCard key={module.key} module={module} index={index} waiting={!projectId && !module.withoutProject && !module.disabled} onOpen={open} />
        ))}
      </div>
    </div>
  );
}
