import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Image, Progress, Row, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { splitFilePaths } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import { permissionCode, screenActions } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { useProjectStore } from '../../stores/projectStore';
import { FormModal } from '../form/FormModal';
import { progressPercent } from '../../fields/progress/progressPercent';
import { CellValue } from '../list/CellValue';
import type { ListRecord } from '../list/toTree';
import './recordCard.css';

type Loaded = { status: 'loading' } | { status: 'ready'; record: ListRecord | null } | { status: 'failed'; message: string };

/**
 * The page of a `currentProject` screen: the one record of the current project as a card — its
 * list columns as a description list, the card's image and progress fields as a picture and a
 * bar — with 编辑 (the screen's edit permission) opening the screen's form. Reloads when the
 * project changes or the record is saved.
 */
export function RecordCard({ screen }: { screen: ScreenFile }) {
  const can = useHasPermission();
  const phone = useIsPhone();
  const projectId = useProjectStore((state) => state.projectId);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await http.get<{ records: ListRecord[] }>(`${screen.api}/list`);
      setLoaded(answer.success ? { status: 'ready', record: answer.result.records[0] ?? null } : { status: 'failed', message: answer.message });
    } catch {
      setLoaded({ status: 'failed', message: '加载失败，请稍后重试' });
    }
  }, [screen]);
  useEffect(() => {
    setLoaded({ status: 'loading' });
    void load();
  }, [load, projectId]);

  if (loaded.status === 'loading') return <Spin style={{ display: 'block', padding: 48 }} />;
  if (loaded.status === 'failed') return <Alert type="error" showIcon message={loaded.message} />;
  const { record } = loaded;
  if (!record) return <Empty description="请先选择项目" />;

  const { image, progress } = screen.card ?? {};
  const [titleField, ...shown] = screen.list.columns;
  const canEdit = screenActions(screen).includes('edit') && can(permissionCode(screen, 'edit'));
  const picture = image ? splitFilePaths(record[image])[0] : undefined;
  return (
    <Card
      className="record-card"
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {String(record[titleField] ?? screen.title)}
        </Typography.Title>
      }
      extra={
        canEdit && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            编辑
          </Button>
        )
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={picture ? 14 : 24}>
          {progress && (
            <div className="record-card-progress">
              <Typography.Text type="secondary">{screen.entity.properties[progress].title}</Typography.Text>
              <Progress percent={progressPercent(record[progress])} />
            </div>
          )}
          <Descriptions bordered size="small" column={phone ? 1 : 2}>
            {shown.map((name) => (
              <Descriptions.Item key={name} label={screen.entity.properties[name].title}>
                <CellValue name={name} field={screen.entity.properties[name]} record={record} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Col>
        {picture && image && (
          <Col xs={24} lg={10}>
            <Image className="record-card-image" src={fileUrl(picture)} alt={screen.entity.properties[image].title} />
          </Col>
        )}
      </Row>
      {editing && <FormModal screen={screen} mode="edit" open record={record} onClose={() => setEditing(false)} onSaved={() => void load()} />}
    </Card>
  );
}
