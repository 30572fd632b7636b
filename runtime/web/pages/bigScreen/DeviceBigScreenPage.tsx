import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BigScreenAlarm, BigScreenDevice, DeviceState } from '../../../core/device/bigScreen.types';
import type { WidgetResult } from '../../../core/dashboard/dashboard.types';
import { useProjectStore } from '../../stores/projectStore';
import { useBigScreen } from './useBigScreen';
import './bigScreen.css';

// ECharts is the heaviest part: the trend chart loads after the numbers show.
const BigScreenTrend = lazy(() => import('./BigScreenTrend'));

const STATE_TEXT: Readonly<Record<DeviceState, string>> = { alarm: '报警', online: '在线', offline: '离线' };

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="big-screen__clock">{now.toLocaleString('zh-CN', { hour12: false })}</span>;
}

function Panel({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`big-screen__panel ${className}`} aria-label={title}>
      <h2 className="big-screen__panel-title">{title}</h2>
      <div className="big-screen__panel-body">{children}</div>
    </section>
  );
}

/** A value against its metric's limits: above the upper or below the lower limit in red. */
function Reading({ device, name }: { device: BigScreenDevice; name: string }) {
  const metric = device.metrics.find((entry) => entry.name === name)!;
  const value = device.latest?.metrics[name];
  const limits = device.limits[name];
  const outside = value !== undefined && limits && ((limits.upper !== null && value > limits.upper) || (limits.lower !== null && value < limits.lower));
  return (
    <div className={`big-screen__reading${outside ? ' big-screen__reading--alarm' : ''}`} data-metric={name}>
      <span className="big-screen__reading-title">{metric.title}</span>
      <span className="big-screen__reading-value">
        {value === undefined ? '—' : value}
        {value !== undefined && metric.unit ? <small>{metric.unit}</small> : null}
      </span>
    </div>
  );
}

function DeviceCard({ device }: { device: BigScreenDevice }) {
  return (
    <article className={`big-screen__device big-screen__device--${device.state}`} data-device={device.name}>
      <header>
        <span className="big-screen__device-name">{device.name}</span>
        <span className="big-screen__device-kind">{device.kindTitle}</span>
        <span className={`big-screen__state big-screen__state--${device.state}`}>{STATE_TEXT[device.state]}</span>
      </header>
      <div className="big-screen__readings">
        {device.metrics.map((metric) => (
          <Reading key={metric.name} device={device} name={metric.name} />
        ))}
      </div>
      <footer>最近上传：{device.latest?.time ?? device.lastUpload ?? '尚未上传'}</footer>
    </article>
  );
}

function AlarmList({ alarms }: { alarms: BigScreenAlarm[] }) {
  if (alarms.length === 0) return <p className="big-screen__empty">今日无报警</p>;
  return (
    <ul className="big-screen__alarms">
      {alarms.map((alarm) => (
        <li key={alarm.id} className={alarm.endTime ? '' : 'big-screen__alarm--open'}>
          <span className="big-screen__alarm-time">{alarm.startTime.slice(11, 16)}</span>
          <span className="big-screen__alarm-text">
            {alarm.deviceName} {alarm.metricTitle} {alarm.value ?? '—'}
            {alarm.unit ?? ''}（限值 {alarm.limitValue ?? '—'}）
          </span>
          <span className="big-screen__alarm-state">{alarm.endTime ? '已恢复' : '报警中'}</span>
        </li>
      ))}
    </ul>
  );
}

/** Today's welding per machine from the 焊机报表: welds, current and voltage, welds outside the machine's range. */
function WeldingToday({ welding }: { welding: WidgetResult }) {
  if (welding.rows.length === 0) return <p className="big-screen__empty">今日暂无焊接数据</p>;
  const number = (value: number | string | null) => (value === null ? '—' : Math.round(Number(value) * 10) / 10);
  return (
    <table className="big-screen__welding">
      <thead>
        <tr>
          <th>焊机</th>
          <th>焊口</th>
          <th>电流(A)</th>
          <th>电压(V)</th>
          <th>超范围</th>
        </tr>
      </thead>
      <tbody>
        {welding.rows.map((row) => {
          const [count, currentMin, , currentMax, voltageMin, , voltageMax, outside] = row.values;
          return (
            <tr key={row.dims.join('|')}>
              <td>{row.dimTexts[1]}</td>
              <td>{number(count)}</td>
              <td>
                {number(currentMin)}–{number(currentMax)}
              </td>
              <td>
                {number(voltageMin)}–{number(voltageMax)}
              </td>
              <td className={Number(outside) > 0 ? 'big-screen__bad' : ''}>{number(outside)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * 设备大屏: a full-screen dark page of the current project's devices (counts by state, each tower
 * and hoist with its latest readings), today's welding and alarms, and the recent trend; outside
 * the shell, refreshed by the notice socket and a modest poll.
 */
export function DeviceBigScreenPage() {
  const projectName = useProjectStore((state) => state.projectName);
  const projectId = useProjectStore((state) => state.projectId);
  const { data, welding, error, updated } = useBigScreen();
  const devices = data?.devices ?? [];
  const count = (state: DeviceState) => devices.filter((device) => device.state === state).length;

  useEffect(() => {
    document.title = '设备大屏';
  }, []);

  return (
    <div className="big-screen">
      <header className="big-screen__header">
        <Link to="/" className="big-screen__back">
          返回平台
        </Link>
        <h1>{projectName ? `${projectName} · ` : ''}特种设备监测大屏</h1>
        <Clock />
      </header>
      {!projectId ? (
        <p className="big-screen__message">请先在平台中选择项目，再打开设备大屏。</p>
      ) : error && !data ? (
        <p className="big-screen__message">{error}</p>
      ) : (
        <main className="big-screen__grid">
          <div className="big-screen__counts">
            {[
              ['设备总数', devices.length, 'total'],
              ['在线', count('online'), 'online'],
              ['离线', count('offline'), 'offline'],
              ['报警', count('alarm'), 'alarm'],
            ].map(([title, value, kind]) => (
              <div key={kind} className={`big-screen__count big-screen__count--${kind}`} data-count={kind}>
                <span className="big-screen__count-value">{data ? value : '—'}</span>
                <span className="big-screen__count-title">{title}</span>
              </div>
            ))}
          </div>
          <Panel title="塔吊 / 升降机 实时数据" className="big-screen__devices-panel">
            {devices.length === 0 ? (
              <p className="big-screen__empty">{data ? '本项目没有塔吊或升降机' : '加载中…'}</p>
            ) : (
              <div className="big-screen__devices">
                {devices.map((device) => (
                  <DeviceCard key={device.id} device={device} />
                ))}
              </div>
            )}
          </Panel>
          <Panel title="今日报警" className="big-screen__alarms-panel">
            <AlarmList alarms={data?.alarms ?? []} />
          </Panel>
          <Panel title="近 2 小时趋势" className="big-screen__trend-panel">
            {data && data.trend.some((line) => line.points.length > 0) ? (
              <Suspense fallback={<p className="big-screen__empty">图表加载中…</p>}>
                <BigScreenTrend trend={data.trend.filter((line) => line.points.length > 0)} />
              </Suspense>
            ) : (
              <p className="big-screen__empty">近 2 小时没有上传的数据</p>
            )}
          </Panel>
          {data?.welding ? (
            <Panel title="今日焊机" className="big-screen__welding-panel">
              {welding ? <WeldingToday welding={welding} /> : <p className="big-screen__empty">加载中…</p>}
            </Panel>
          ) : null}
        </main>
      )}
      {updated ? <footer className="big-screen__updated">数据更新于 {updated}</footer> : null}
    </div>
  );
}
