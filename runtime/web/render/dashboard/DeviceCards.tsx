import { Empty, Tag } from 'antd';
import { DEVICE_STATE_TITLES, DEVICE_STATES, outsideLimits, type DeviceCard, type DeviceState } from '../../../core/dashboard/devicesWidget';
import './deviceCards.css';

const STATE_COLORS: Readonly<Record<DeviceState, string>> = { alarm: 'error', online: 'success', offline: 'default' };

/** A value against its metric's limits: above the upper or below the lower limit in the alert colour. */
function Reading({ device, index }: { device: DeviceCard; index: number }) {
  const metric = device.metrics[index];
  const value = device.latest?.metrics[metric.name];
  const alarm = outsideLimits(value, device.limits[metric.name]);
  return (
    <div className={`device-cards__reading${alarm ? ' device-cards__reading--alarm' : ''}`} data-metric={metric.name}>
      <span className="device-cards__reading-title">{metric.title}</span>
      <span className="device-cards__reading-value">
        {value ?? '—'}
        {value !== undefined && metric.unit ? <small>{metric.unit}</small> : null}
      </span>
    </div>
  );
}

function Card({ device }: { device: DeviceCard }) {
  return (
    <article className={`device-cards__card device-cards__card--${device.state}`} data-device={device.name}>
      <header>
        <span className="device-cards__name">{device.name}</span>
        <Tag color={STATE_COLORS[device.state]} bordered={false}>
          {DEVICE_STATE_TITLES[device.state]}
        </Tag>
      </header>
      <div className="device-cards__readings">
        {device.metrics.map((metric, index) => (
          <Reading key={metric.name} device={device} index={index} />
        ))}
      </div>
      <footer>最近上传：{device.latest?.time ?? device.lastUpload ?? '尚未上传'}</footer>
    </article>
  );
}

/** A devices widget: the count of devices and of each state, then a card per device (scrolling within the widget when they do not fit). */
export function DeviceCards({ devices }: { devices: DeviceCard[] }) {
  if (devices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本项目没有此类设备" />;
  const counts = [
    ['total', '设备总数', devices.length] as const,
    ...DEVICE_STATES.map((state) => [state, DEVICE_STATE_TITLES[state], devices.filter((device) => device.state === state).length] as const),
  ];
  return (
    <div className="device-cards">
      <div className="device-cards__counts">
        {counts.map(([key, title, count]) => (
          <div key={key} className={`device-cards__count device-cards__count--${key}`} data-count={key}>
            <span className="device-cards__count-value">{count}</span>
            <span className="device-cards__count-title">{title}</span>
          </div>
        ))}
      </div>
      <div className="device-cards__grid">
        {devices.map((device) => (
          <Card key={device.id} device={device} />
        ))}
      </div>
    </div>
  );
}
