import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { superQueryFields } from '../../../core/query/superQueryFields';
import { isSuperQueryActive } from '../../../core/query/superQueryParams';
import type { SuperQueryParams } from '../../../core/query/superQuery.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { SuperQueryModal } from './SuperQueryModal';
import { useOpenedOnce } from '../modal/useOpenedOnce';

export interface SuperQueryButtonProps {
  screen: ScreenFile;
  /** The advanced query the list currently applies. */
  params: SuperQueryParams;
  onSearch(params: SuperQueryParams): void;
  /** Local-storage code of saved queries; defaults to the route path. */
  saveCode?: string;
}

/** The list page's 高级查询 button (highlighted with a dot while a query is active) and its builder. */
export function SuperQueryButton({ screen, params, onSearch, saveCode }: SuperQueryButtonProps) {
  const location = useLocation();
  // The route of the page when it opened: a kept-alive tab must not follow later navigation.
  const [routePath] = useState(location.pathname);
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const fields = useMemo(() => superQueryFields(screen), [screen]);
  const active = isSuperQueryActive(params);

  const button = (
    <Badge dot={active} offset={[-4, 4]}>
      <Button icon={<FilterOutlined />} type={active ? 'primary' : 'default'} ghost={active} onClick={() => setOpen(true)}>
        高级查询
      </Button>
    </Badge>
  );
  return (
    <>
      {active ? <Tooltip title="已有高级查询条件生效">{button}</Tooltip> : button}
      {used && <SuperQueryModal open={open} fields={fields} saveCode={saveCode ?? routePath} onSearch={onSearch} onClose={() => setOpen(false)} />}
    </>
  );
}
