import { AuditOutlined, DatabaseOutlined, ExportOutlined, ImportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Empty, Layout, Result, Select, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { MATERIAL_LOGIN_PATH, materialHttp } from '../../http/materialClient';
import { usePageTitle } from '../../shell/usePageTitle';
import { useMaterialSessionStore } from '../../stores/materialSessionStore';
import { IssueTab } from './IssueTab';
import { MATERIAL_API, text } from './materialApi';
import { ReceiveTab } from './ReceiveTab';
import { ReviewTab } from './ReviewTab';
import { StockTab } from './StockTab';
import { holds, useMaterialPermissions } from './useMaterialPermissions';
import { useRecords } from './useRecords';
import type { WorkPlace } from './workPlace';
import './material.css';

/**
 * /material/management: the warehouse keeper's page on a tablet — project and warehouse, then
 * 收货, 发料, 库存 and 待我审核. Every save and step goes through the platform's CRUD and flow
 * API with the material token, so the same permissions, checks and postings apply.
 */
export function MaterialManagementPage() {
  usePageTitle('物资管理系统');
  const navigate = useNavigate();
  const { token, userId, realname, projectId, warehouseId, setProject, setWarehouse, clear } = useMaterialSessionStore();
  const data = useMaterialPermissions(token);
  const warehouses = useRecords(token && projectId ? MATERIAL_API.warehouse : null, { status: '1', pageSize: 200 });
  const [tab, setTab] = useState('receive');
  const [stockRound, setStockRound] = useState(0);

  // A project the user is no longer in (or none yet) gives way to their first one.
  useEffect(() => {
    if (data && !data.projects.some((project) => project.id === projectId)) setProject(data.projects[0]?.id ?? null);
  }, [data, projectId, setProject]);
  // The warehouse the keeper looks after comes first; a warehouse gone from the list is forgotten.
  useEffect(() => {
    if (warehouses.loading || !projectId) return;
    const records = warehouses.records;
    if (warehouseId && records.some((record) => record.id === warehouseId)) return;
    setWarehouse((records.find((record) => record.keeperId === userId) ?? records[0])?.id ?? null);
  }, [warehouses.loading, warehouses.records, projectId, warehouseId, userId, setWarehouse]);

  const warehouseName = text(warehouses.records.find((record) => record.id === warehouseId)?.warehouseName);
  const place: WorkPlace = useMemo(() => ({ userId: userId ?? '', projectId, warehouseId, warehouseName }), [userId, projectId, warehouseId, warehouseName]);

  if (!token) return <Navigate to={MATERIAL_LOGIN_PATH} replace />;

  const signOut = async () => {
    await materialHttp.post('/worker/logout').catch(() => null);
    clear();
    navigate(MATERIAL_LOGIN_PATH, { replace: true });
  };

  const tabs = [
    holds(data, 'material:inbound:add') && {
      key: 'receive',
      label: (
        <span>
          <ImportOutlined /> 收货
        </span>
      ),
      children: <ReceiveTab place={place} />,
    },
    holds(data, 'material:outbound:add') && {
      key: 'issue',
      label: (
        <span>
          <ExportOutlined /> 发料
        </span>
      ),
      children: <IssueTab place={place} />,
    },
    holds(data, 'material:inventory:list') && {
      key: 'stock',
      label: (
        <span>
          <DatabaseOutlined /> 库存
        </span>
      ),
      children: <StockTab key={stockRound} place={place} />,
    },
    (holds(data, 'material:inbound:list') || holds(data, 'material:outbound:list')) && {
      key: 'review',
      label: (
        <span>
          <AuditOutlined /> 待我审核
        </span>
      ),
      children: <ReviewTab place={place} onChanged={() => setStockRound((round) => round + 1)} />,
    },
  ].filter((item) => item !== false);

  return (
    <Layout className="material-page mm-page">
      <Layout.Header className="material-page__header mm-header">
        <span className="material-page__title">物资管理系统</span>
        <div className="mm-header__place">
          <Select
            className="mm-header__select"
            aria-label="项目"
            placeholder="请选择项目"
            value={projectId ?? undefined}
            loading={!data}
            options={(data?.projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
            onChange={(value: string) => setProject(value)}
          />
          <Select
            className="mm-header__select"
            aria-label="仓库"
            placeholder="请选择仓库"
            value={warehouseId ?? undefined}
            loading={warehouses.loading}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本项目暂无仓库" />}
            options={warehouses.records.map((record) => ({ value: record.id, label: text(record.warehouseName) }))}
            onChange={(value: string) => setWarehouse(value)}
          />
        </div>
        <div className="mm-header__user">
          <span className="mm-header__name">
            <UserOutlined /> {realname}
          </span>
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
            退出
          </Button>
        </div>
      </Layout.Header>
      <Layout.Content className="mm-content">
        {data && tabs.length === 0 ? (
          <Result status="403" title="暂无物资权限" subTitle="请联系管理员在角色管理中分配仓库管理权限" />
        ) : data && data.projects.length === 0 ? (
          <Result status="info" title="您还没有加入任何项目" subTitle="请联系管理员将您加入项目" />
        ) : (
          <Tabs
            className="mm-tabs"
            size="large"
            activeKey={tabs.some((item) => item.key === tab) ? tab : tabs[0]?.key}
            onChange={(key) => {
              setTab(key);
              // The stock is read afresh each time it is opened: bills approved meanwhile have moved it.
              if (key === 'stock') setStockRound((round) => round + 1);
            }}
            items={tabs}
          />
        )}
      </Layout.Content>
    </Layout>
  );
}
