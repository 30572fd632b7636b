import {
  ApiOutlined, DesktopOutlined, GatewayOutlined, HddOutlined, ThunderboltOutlined,
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, BookOutlined, BuildOutlined,
  CalendarOutlined, CloudServerOutlined, ClusterOutlined, DashboardOutlined, DatabaseOutlined,
  DeploymentUnitOutlined, ExperimentOutlined, FileTextOutlined, FundOutlined, GoldOutlined, HomeOutlined,
  IdcardOutlined, MoneyCollectOutlined, MonitorOutlined, NodeIndexOutlined, NotificationOutlined,
  ProjectOutlined, SafetyCertificateOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined,
  SolutionOutlined, TeamOutlined, ToolOutlined, UserOutlined, VideoCameraOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons catalogue entries may name (antd icon names). Listed explicitly so the bundle
 * carries only these, not all of @ant-design/icons; an unknown name shows AppstoreOutlined.
 */
const MENU_ICONS: Record<string, ComponentType> = {
  ApiOutlined, DesktopOutlined, GatewayOutlined, HddOutlined, ThunderboltOutlined,
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, BookOutlined, BuildOutlined,
  CalendarOutlined, CloudServerOutlined, ClusterOutlined, DashboardOutlined, DatabaseOutlined,
  DeploymentUnitOutlined, ExperimentOutlined, FileTextOutlined, FundOutlined, GoldOutlined, HomeOutlined,
  IdcardOutlined, MoneyCollectOutlined, MonitorOutlined, NodeIndexOutlined, NotificationOutlined,
  ProjectOutlined, SafetyCertificateOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined,
  SolutionOutlined, TeamOutlined, ToolOutlined, UserOutlined, VideoCameraOutlined, WarningOutlined,
};

export function MenuIcon({ name }: { name?: string | null }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
