import { App, List, Switch } from 'antd';
import type { NoticePushSwitches } from '../../../core/account/account.types';
import { loadNoticeSwitches, Refusal, saveNoticeSwitches } from './accountApi';
import { useLoaded } from './useLoaded';

const SWITCHES: { key: keyof NoticePushSwitches; title: string; description: string }[] = [
  { key: 'system', title: '系统消息', description: '待办、审批、预警等系统消息到达时，右上角消息铃铛立即更新' },
  { key: 'announcement', title: '通知公告', description: '管理员发布或撤销通知公告时，右上角消息铃铛立即更新' },
];

/** 新消息通知: whether each category is pushed to the open pages at once; off, it shows at the next page load. */
export function NoticeSwitches() {
  const { data, loading, setData } = useLoaded(loadNoticeSwitches);
  const { message } = App.useApp();

  async function change(key: keyof NoticePushSwitches, push: boolean): Promise<void> {
    try {
      setData(await saveNoticeSwitches({ [key]: push }));
      message.success('通知设置已保存');
    } catch (error) {
      if (error instanceof Refusal) message.warning(error.message);
    }
  }

  return (
    <List
      className="account-settings__pane"
      loading={loading}
      dataSource={SWITCHES}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              aria-label={item.title}
              checkedChildren="开"
              unCheckedChildren="关"
              checked={data?.[item.key] ?? true}
              disabled={!data}
              onChange={(push) => void change(item.key, push)}
            />,
          ]}
        >
          <List.Item.Meta title={item.title} description={item.description} />
        </List.Item>
      )}
    />
  );
}
