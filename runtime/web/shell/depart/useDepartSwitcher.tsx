import { ApartmentOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { http } from '../../http/client';
import { feedback } from '../feedback/feedback';
import { DepartModal, type CurrentDeparts } from './DepartModal';

export const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

/** The user menu's 切换部门 item: loads the user's departments, then opens the switcher (or warns when there are none). */
export function useDepartSwitcher(): { menuItem: { key: string; icon: ReactNode; label: string }; open(): void; dialog: ReactNode } {
  const [departs, setDeparts] = useState<CurrentDeparts | null>(null);

  async function open(): Promise<void> {
    try {
      const answer = await http.get<CurrentDeparts>('/sys/user/getCurrentUserDeparts');
      if (!answer.success) return void feedback().message.warning(answer.message);
      if (answer.result.list.length === 0) {
        setDeparts(null);
        return void feedback().message.warning(NO_DEPART_MESSAGE);
      }
      setDeparts(answer.result);
    } catch {
      // The http client has shown the error.
    }
  }

  return {
    menuItem: { key: 'depart', icon: <ApartmentOutlined />, label: '切换部门' },
    open: () => void open(),
    dialog: <DepartModal departs={departs} onClose={() => setDeparts(null)} />,
  };
}
