import { Drawer } from 'antd';
import { useState } from 'react';
import { ScreenPage } from '../../ScreenPage';
import type { RowActionProps } from '../rowAction.types';

const ROLE_SCREEN_ID = 'system.role';

/** 部门角色: the roles a department owns, in the role screen's own list filtered to that department. */
export function DepartRolesAction({ record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a onClick={() => setOpen(true)}>{title}</a>
      <Drawer
        title={`${title} - ${String(record.departName ?? '')}`}
        width={960}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        className="depart-roles-drawer"
      >
        {open && <ScreenPage screenId={ROLE_SCREEN_ID} fixedValues={{ departId: record.id }} />}
      </Drawer>
    </>
  );
}
