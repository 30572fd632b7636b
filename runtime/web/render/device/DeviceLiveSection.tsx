import { Alert, Descriptions, Divider, Segmented, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { DeviceMetric, DeviceReadings } from '../../../core/device/device.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { useDeviceReadings } from './useDeviceReadings';

const DeviceChart = lazy(() => import('./DeviceChart'));

/** Whether a value is outside its metric's limits. */
function outside(readings: DeviceReadings, metric: DeviceMetric, value: number): boolean {
  const limits = readings.limits[metric.name];
  return (
    (limits?.upper !== null && limits?.upper !== undefined && value > limits.upper) ||
    (limits?.lower !== null && limits?.lower !== undefined && value < limits.lower)
  );
}

/** A metric's latest value with its unit, red when outside the limits. */
function LatestValue({ readings, metric }: { readings: DeviceReadings; metric: DeviceMetric }) {
  const value = readings.latest?.metrics[metric.name];
  if (value === undefined) return <span>—</span>;
  const text = `${value}${metric.unit ? ` ${metric.unit}` : ''}`;
  return outside(readings, metric, value) ? <Tag color="red">{text} 超限</Tag> : <span>{text}</span>;
}

/**
 * The 实时数据 part of a device's 详情: the latest value of each metric (red beyond its limit) and
 * the last 24 hours one point a minute for a chosen metric with its limit lines; it follows
 * uploads live over the notice socket.
 */
export function DeviceLiveSection({ screen, deviceId }: { screen: ScreenFile; deviceId: string }) {
  const { data, error } = useDeviceReadings(screen, deviceId);
  const metrics = screen.device?.metrics ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Spin />;
  const metric = metrics.find((candidate) => candidate.name === chosen) ?? metrics.find((candidate) => data.limits[candidate.name]) ?? metrics[0];
  return (
    <div className="device-live-section">
      <Divider orientation="left" plain>
        实时数据
      </Divider>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'time', label: '最新上传', children: data.latest?.time ?? '尚无数据' },
          ...metrics.map((item) => ({ key: item.name, label: item.title, children: <LatestValue readings={data} metric={item} /> })),
        ]}
      />
      <Divider orientation="left" plain>
        近24小时（每分钟）
      </Divider>
      <Segmented
        size="small"
        value={metric.name}
        onChange={(value) => setChosen(String(value))}
        options={metrics.map((item) => ({ value: item.name, label: item.title }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <Suspense fallback={<Spin />}>
        <DeviceChart readings={data} metric={metric} />
      </Suspense>
    </div>
  );
}
