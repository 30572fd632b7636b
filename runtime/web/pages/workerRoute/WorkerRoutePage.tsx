import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Select, Slider, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { fileUrl } from '../../../core/files/fileUrl';
import { loadSite, loadWalk, MAX_DAYS_BACK, type RoutePoint, type SitePlan, type Tag } from './routeData';
import './workerRoute.css';

/** One minute of the walk per frame: a working day plays in about a minute. */
const FRAME_MS = 100;

/**
 * 人员轨迹: the site plan with where each tagged worker was last seen, and one worker's walk of a
 * day played back over it (slider or 播放). Positions are the readings (x, y in metres, north up)
 * the positioning tags upload as devices of the tag screen; the plan is the project's 现场平面图.
 */
export function WorkerRoutePage() {
  const [site, setSite] = useState<{ tagScreen: ScreenFile; plan: SitePlan | null; tags: Tag[] } | null>(null);
  const [latest, setLatest] = useState<Map<string, RoutePoint>>(new Map());
  const [tagId, setTagId] = useState<string>();
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [walk, setWalk] = useState<RoutePoint[]>([]);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    void loadSite().then(async (loaded) => {
      setSite(loaded);
      setTagId(loaded.tags[0]?.id);
      const now = dayjs().format('YYYY-MM-DD');
      const positions = await Promise.all(loaded.tags.map(async (tag) => [tag.id, (await loadWalk(loaded.tagScreen, tag.id, now)).latest] as const));
      setLatest(new Map(positions.flatMap(([id, point]) => (point ? [[id, point] as const] : []))));
    });
  }, []);

  useEffect(() => {
    if (!site || !tagId) return;
    setPlaying(false);
    void loadWalk(site.tagScreen, tagId, day.format('YYYY-MM-DD')).then(({ walk: loaded }) => {
      setWalk(loaded);
      setFrame(Math.max(0, loaded.length - 1));
    });
  }, [site, tagId, day]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setFrame((current) => {
        if (current >= walk.length - 1) {
          setPlaying(false);
          return current;
        }
        return current + 1;
      });
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, walk.length]);

  if (!site) return <Spin style={{ display: 'block', margin: 48 }} />;
  const { plan, tags } = site;
  const current = walk[frame];
  const play = () => {
    if (frame >= walk.length - 1) setFrame(0);
    setPlaying(true);
  };

  return (
    <Card className="worker-route" title="人员轨迹" size="small">
      <Space wrap className="worker-route__toolbar">
        <Select
          aria-label="人员"
          className="worker-route__worker"
          value={tagId}
          onChange={setTagId}
          options={tags.map((tag) => ({ value: tag.id, label: tag.label }))}
          placeholder="选择人员"
        />
        <DatePicker
          aria-label="日期"
          value={day}
          allowClear={false}
          onChange={(value) => value && setDay(value)}
          disabledDate={(date) => date.isAfter(dayjs(), 'day') || date.isBefore(dayjs().subtract(MAX_DAYS_BACK, 'day'), 'day')}
        />
        <Button
          type="primary"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          disabled={walk.length < 2}
          onClick={playing ? () => setPlaying(false) : play}
        >
          {playing ? '暂停' : '播放'}
        </Button>
        <Typography.Text className="worker-route__time" data-testid="route-time">
          {current ? `${current.time.slice(11, 16)} · 东 ${current.x.toFixed(1)} m，北 ${current.y.toFixed(1)} m` : '当天无定位数据'}
        </Typography.Text>
      </Space>
      <Slider
        className="worker-route__slider"
        min={0}
        max={Math.max(0, walk.length - 1)}
        value={frame}
        disabled={walk.length < 2}
        onChange={(value) => {
          setPlaying(false);
          setFrame(value);
        }}
        tooltip={{ formatter: (value) => walk[value ?? 0]?.time.slice(11, 16) }}
      />
      {plan ? (
        <PlanView plan={plan} walk={walk.slice(0, frame + 1)} current={current} tags={tags} latest={latest} followed={tagId} />
      ) : (
        <Empty description="本项目还没有现场平面图，请在【现场平面图】中上传" />
      )}
    </Card>
  );
}

interface PlanViewProps {
  plan: SitePlan;
  walk: RoutePoint[];
  current: RoutePoint | undefined;
  tags: Tag[];
  latest: Map<string, RoutePoint>;
  followed: string | undefined;
}

/** The plan image with an SVG in its metres on top (north up, so y runs upwards). */
function PlanView({ plan, walk, current, tags, latest, followed }: PlanViewProps) {
  const { widthMeters: width, heightMeters: height } = plan;
  const flip = (point: RoutePoint) => `${point.x},${height - point.y}`;
  return (
    <div className="worker-route__plan" style={{ aspectRatio: `${width} / ${height}` }}>
      <img src={fileUrl(plan.image)} alt={plan.planName} />
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-label="人员位置">
        {tags
          .filter((tag) => tag.id !== followed && latest.has(tag.id))
          .map((tag) => {
            const point = latest.get(tag.id)!;
            return (
              <g key={tag.id} className="worker-route__other">
                <circle cx={point.x} cy={height - point.y} r={1.6} />
                <text x={point.x + 2.5} y={height - point.y + 1}>
                  {tag.label.replace(/（.*$/, '')}
                </text>
              </g>
            );
          })}
        <polyline className="worker-route__path" points={walk.map(flip).join(' ')} />
        {current && <circle className="worker-route__marker" data-testid="route-marker" cx={current.x} cy={height - current.y} r={2.4} />}
      </svg>
    </div>
  );
}
