import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Input, Result, Segmented, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LedgerBalanceRow, LedgerFile } from '../../../core/posting/posting.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';
import { http } from '../../http/client';
import { saveBlob } from '../../http/saveBlob';
import { catalogue } from '../../shell/menu/catalogue';
import { onSocketEvent } from '../../shell/notice/noticeEvents';
import { useProjectStore } from '../../stores/projectStore';
import { useTabsStore } from '../../stores/tabsStore';
import { DashboardPage } from '../dashboard/DashboardPage';
import { LIVE_REFRESH_MS } from '../dashboard/useDashboard';
import { choiceRange, PERIOD_LABELS, type PeriodChoice } from '../dashboard/dashboardPeriod';
import { DictFilter } from '../dict/DictFilter';
import { useDict } from '../dict/useDict';
import { loadScreen } from '../screenLoader';
import {
  balanceParams,
  FIGURE_TITLES,
  FIGURES,
  figureQuery,
  figureValues,
  formatAmount,
  formatQty,
  ledgerCsv,
  ledgerEntryOf,
  type LedgerFigure,
} from './ledgerModel';
import './ledger.css';

const routeOfScreen = new Map(listCatalogueScreens(catalogue).map(({ screen }) => [screen.id, screen.path]));
const PAGE_SIZE = 20;

interface Page<T> {
  records: T[];
  total: number;
}

/** A field of the posting screen as the ledger shows it: title and dictionary. */
interface FieldInfo {
  name: string;
  title: string;
  dict?: string;
}

function fieldInfo(screen: ScreenFile | null, name: string): FieldInfo {
  const field = screen?.entity.properties[name];
  return { name, title: field?.title ?? name, dict: field?.['x-dict'] };
}

/** A dictionary value as its text (the value itself until the dictionary arrives). */
function DictText({ dict, value }: { dict?: string; value: unknown }) {
  const items = useDict(dict);
  const text = value === null || value === undefined ? '' : String(value);
  return <>{items.find((item) => item.value === text)?.text ?? text}</>;
}

/**
 * A number that changes whenever the figures may have: the page's tab is shown again (a bill was
 * approved on another tab meanwhile) or the server says some screen's data changed (at most every
 * LIVE_REFRESH_MS, like a dashboard).
 */
function useFreshness(): number {
  const [ownPath] = useState(useLocation().pathname);
  const active = useTabsStore((state) => state.activePath.split('?')[0] === ownPath);
  const [revision, setRevision] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    if (active) setRevision((value) => value + 1);
  }, [active]);
  useEffect(() => {
    const unsubscribe = onSocketEvent((event) => {
      if (event.cmd !== 'dataChanged') return;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        setRevision((value) => value + 1);
      }, LIVE_REFRESH_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, []);
  return revision;
}

/**
 * A catalogue ledger (`"ledger": "schemas/ledgers/<name>.json"`): the period (本月 by default, or a
 * range), filters on the keys that have a dictionary, a material search, and per key its
 * attributes with 期初 / 入库 / 出库 / 期末 quantity and amount. A figure opens the posting list
 * filtered to the key, the days and the direction it sums. The entry's dashboard, when it names one,
 * is shown above.
 */
export function LedgerPage({ entryId }: { entryId: string }) {
  const entry = useMemo(() => ledgerEntryOf(catalogue, entryId), [entryId]);
  const projectId = useProjectStore((state) => state.projectId);
  const navigate = useNavigate();
  const [ledger, setLedger] = useState<LedgerFile | null>(null);
  const [postingScreen, setPostingScreen] = useState<ScreenFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>({ kind: 'month' });
  const [keyFilters, setKeyFilters] = useState<Record<string, string | undefined>>({});
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<LedgerBalanceRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const range = choiceRange(period);
  const rangeKey = `${range.begin}/${range.end}`;
  const freshness = useFreshness();
  // Searching again asks again, even for the same words: the figures may have moved meanwhile.
  const [searches, setSearches] = useState(0);
  const revision = freshness + searches;

  useEffect(() => {
    if (!entry) return;
    let current = true;
    http
      .get<LedgerFile>(`/ledger/${entry.ledgerName}`)
      .then(async (answer) => {
        if (!current) return;
        if (!answer.success) return setError(answer.message);
        setLedger(answer.result);
        const screen = await loadScreen(answer.result.postings).catch(() => null);
        if (current) setPostingScreen(screen);
      })
      .catch(() => current && setError('台账加载失败'));
    return () => {
      current = false;
    };
  }, [entry]);

  const params = useMemo(
    () => balanceParams({ begin: rangeKey.split('/')[0], end: rangeKey.split('/')[1] }, keyFilters, search, { pageNo, pageSize: PAGE_SIZE }),
    [rangeKey, keyFilters, search, pageNo],
  );

  useEffect(() => {
    if (!entry || !ledger) return;
    let current = true;
    setLoading(true);
    http
      .get<Page<LedgerBalanceRow>>(`/ledger/${entry.ledgerName}/balances`, params)
      .then((answer) => {
        if (!current) return;
        if (answer.success) setPage(answer.result);
        else setError(answer.message);
      })
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [entry, ledger, params, projectId, revision]);

  const keys = useMemo(() => (ledger?.keys ?? []).map((name) => fieldInfo(postingScreen, name)), [ledger, postingScreen]);
  const attributes = useMemo(() => (ledger?.attributes ?? []).map((name) => fieldInfo(postingScreen, name)), [ledger, postingScreen]);

  const drill = useCallback(
    (row: LedgerBalanceRow, figure: LedgerFigure) => {
      const path = ledger && routeOfScreen.get(ledger.postings);
      if (!ledger || !path) return;
      navigate(`${path}?${new URLSearchParams([...figureQuery(ledger, row, range, figure)]).toString()}`);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is keyed by rangeKey
    [ledger, navigate, rangeKey],
  );

  const columns = useMemo<ColumnsType<LedgerBalanceRow>>(() => {
    const plain = [...keys, ...attributes].map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: field.title,
      render: (value: unknown) => (field.dict ? <DictText dict={field.dict} value={value} /> : String(value ?? '')),
    }));
    const figures = FIGURES.map((figure) => ({
      key: figure,
      title: FIGURE_TITLES[figure],
      children: (['qty', 'amount'] as const).map((part) => ({
        key: `${figure}-${part}`,
        title: part === 'qty' ? '数量' : '金额',
        align: 'right' as const,
        render: (_: unknown, row: LedgerBalanceRow) => {
          const values = figureValues(row, figure);
          const text = part === 'qty' ? formatQty(values.qty) : formatAmount(values.amount);
          return (
            <Button
              type="link"
              size="small"
              className="ledger-figure"
              aria-label={`${FIGURE_TITLES[figure]}${part === 'qty' ? '数量' : '金额'}`}
              onClick={() => drill(row, figure)}
            >
              {text}
            </Button>
          );
        },
      })),
    }));
    return [...plain, ...figures];
  }, [keys, attributes, drill]);

  const exportCsv = useCallback(async () => {
    if (!entry || !page) return;
    const header = [
      ...[...keys, ...attributes].map((field) => field.title),
      ...FIGURES.flatMap((figure) => [`${FIGURE_TITLES[figure]}数量`, `${FIGURE_TITLES[figure]}金额`]),
    ];
    // The whole selection, not only the page on screen.
    const all = await http.get<Page<LedgerBalanceRow>>(`/ledger/${entry.ledgerName}/balances`, { ...params, pageNo: '1', pageSize: '10000' });
    const rows = (all.success ? all.result.records : page.records).map((row) => [
      ...[...keys, ...attributes].map((field) => String(row[field.name] ?? '')),
      ...FIGURES.flatMap((figure) => {
        const values = figureValues(row, figure);
        return [formatQty(values.qty), values.amount.toFixed(2)];
      }),
    ]);
    await saveBlob(new Blob([ledgerCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), `${entry.title}_${range.begin}_${range.end}.csv`);
  }, [entry, page, keys, attributes, params, range.begin, range.end]);

  if (!entry) return <Result status="404" title="台账不存在" />;
  if (error) return <Result status="warning" title={error} />;
  return (
    <div className="ledger-page">
      {entry.dashboardId && (
        <div className="ledger-dashboard">
          <DashboardPage dashboardId={entry.dashboardId} />
        </div>
      )}
      <Card
        className="ledger-card"
        title={entry.title}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} disabled={!page?.records.length}>
            导出
          </Button>
        }
      >
        {!ledger ? (
          <Spin />
        ) : (
          <>
            <Space wrap className="ledger-filters" size={[12, 8]}>
              <Segmented
                aria-label="期间"
                value={period.kind}
                options={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
                onChange={(kind) => {
                  setPageNo(1);
                  setPeriod(kind === 'custom' ? { kind, range } : { kind: kind as Exclude<PeriodChoice['kind'], 'custom'> });
                }}
              />
              <DatePicker.RangePicker
                aria-label="日期范围"
                allowClear={false}
                value={[dayjs(range.begin), dayjs(range.end)]}
                onChange={(dates) => {
                  if (!dates?.[0] || !dates[1]) return;
                  setPageNo(1);
                  setPeriod({ kind: 'custom', range: { begin: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') } });
                }}
              />
              {keys
                .filter((field) => field.dict)
                .map((field) => (
                  <DictFilter
                    key={field.name}
                    title={field.title}
                    dict={field.dict}
                    style={{ minWidth: 150 }}
                    value={keyFilters[field.name]}
                    onChange={(value) => {
                      setPageNo(1);
                      setKeyFilters((previous) => ({ ...previous, [field.name]: value }));
                    }}
                  />
                ))}
              <Input.Search
                allowClear
                placeholder="搜索材料名称"
                aria-label="搜索材料名称"
                style={{ width: 200 }}
                onSearch={(value) => {
                  setPageNo(1);
                  setSearch(value);
                  setSearches((count) => count + 1);
                }}
              />
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {range.begin} 至 {range.end}，点击数字查看对应的流水
            </Typography.Paragraph>
            <Table<LedgerBalanceRow>
              className="ledger-table"
              size="small"
              bordered
              loading={loading}
              rowKey={(row) => (ledger.keys ?? []).map((key) => String(row[key] ?? '')).join('|')}
              columns={columns}
              dataSource={page?.records ?? []}
              scroll={{ x: 'max-content' }}
              pagination={{
                current: pageNo,
                pageSize: PAGE_SIZE,
                total: page?.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条`,
                onChange: setPageNo,
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
