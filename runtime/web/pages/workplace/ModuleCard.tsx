import { Card } from 'antd';
import type { LauncherModule } from '../../../core/permission/permission.types';
import { MenuIcon } from '../../shell/menu/menuIcons';

const PALETTE = ['#1890ff', '#13c2c2', '#52c41a', '#faad14', '#722ed1', '#eb2f96', '#2f54eb', '#fa8c16', '#a0d911', '#f5222d', '#08979c', '#597ef7', '#5b8c00'];

interface ModuleCardProps {
  module: LauncherModule;
  index: number;
  /** Needs a project that is not chosen yet: shown muted, still clickable to say so. */
  waiting: boolean;
  onOpen(module: LauncherModule): void;
}

/** One launcher tile: coloured icon and title; 暂未开放 modules are greyed out. */
export function ModuleCard({ module, index, waiting, onOpen }: ModuleCardProps) {
  const colour = module.disabled ? '#bfbfbf' : PALETTE[index % PALETTE.length];
  const classes = ['module-card', module.disabled ? 'module-card--disabled' : '', waiting ? 'module-card--waiting' : ''].join(' ');
  return (
    <Card className={classes} hoverable={!module.disabled} onClick={() => onOpen(module)} data-module={module.key}>
      <div className="module-card__icon" style={{ color: colour, background: `${colour}1a` }}>
        <MenuIcon name={module.icon} />
      </div>
      <div className="module-card__title">{module.title}</div>
      <div className="module-card__hint">{module.disabled ? '暂未开放' : module.withoutProject ? '无需选择项目' : '\u00a0'}</div>
    </Card>
  );
}
