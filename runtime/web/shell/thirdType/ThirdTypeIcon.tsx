import { ApiOutlined, DingtalkOutlined, WechatWorkOutlined } from '@ant-design/icons';

const ICONS: Record<string, typeof ApiOutlined> = {
  wechat_enterprise: WechatWorkOutlined,
  dingtalk: DingtalkOutlined,
};

/** The mark of a third-party sign-in (企业微信, 钉钉); a generic one for any other provider. */
export function ThirdTypeIcon({ thirdType, className }: { thirdType: string; className?: string }) {
  const Icon = ICONS[thirdType] ?? ApiOutlined;
  return <Icon className={className} />;
}
