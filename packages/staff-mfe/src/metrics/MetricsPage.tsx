import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, Download } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { Button, PageTitle, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { Select } from '@upclub/shared/ui/Select';
import { download, metricsCsv } from './csv';
import {
  METRIC_COLUMNS,
  inMonth,
  monthLabel,
  monthsOf,
  sortRows,
  type MetricColumn,
  type MetricRow,
  type MetricSort,
} from './rows';
import { useMetrics } from './useMetrics';

// recharts is most of the page's weight: it loads after the table, so the remote's entry stays small.
const MetricsChart = lazy(() => import('./MetricsChart'));

export const METRICS_TEXT = {
  title: 'Metrics',
  export: 'Export data',
  month: 'Date: month',
  allMonths: 'All months',
  table: 'App metrics per day',
  chart: 'App metrics chart',
  failed: 'The metrics could not be loaded.',
  retry: 'Retry',
} as const;

/** Saves what the table shows (its month, its order) as a CSV file. */
async function exportCsv(rows: MetricRow[], month: string) {
  download(await metricsCsv(rows), `upclub-metrics${month ? `-${month}` : ''}.csv`);
}

/** Table height of spec part 2 §2 Staff pages. */
export const METRICS_TABLE_HEIGHT_PX = 800;

/** Metrics (spec part 2 §2): the days of each category as a sortable, month-filterable table and a chart. */
export function MetricsPage() {
  const metrics = useMetrics();
  const [sort, setSort] = useState<MetricSort>({ column: 'day', descending: true });
  const [month, setMonth] = useState('');
  const all = useMemo(() => metrics.data ?? [], [metrics.data]);
  const months = useMemo(() => monthsOf(all), [all]);
  const shown = useMemo(() => inMonth(all, month), [all, month]);
  const sorted = useMemo(() => sortRows(shown, sort), [shown, sort]);

  const noteId = useId();
  const toggle = (column: MetricColumn) =>
    setSort((s) => ({ column, descending: s.column === column ? !s.descending : column === 'day' }));

  return (
    <Wrap>
      <Head>
        <PageTitle>{METRICS_TEXT.title}</PageTitle>
        <Tools>
          <Select
            label={METRICS_TEXT.month}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            disabled={!months.length}
          >
            <option value="">{METRICS_TEXT.allMonths}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            $variant="secondary"
            disabled={!sorted.length}
            onClick={() => void exportCsv(sorted, month)}
          >
            <Download size={16} aria-hidden /> {METRICS_TEXT.export}
          </Button>
        </Tools>
      </Head>
      {metrics.isPending ? (
        <Status>
          <Spinner />
        </Status>
      ) : metrics.isError ? (
        <Status role="alert">
          {METRICS_TEXT.failed}{' '}
          <Button type="button" $variant="ghost" onClick={() => void metrics.refetch()}>
            {METRICS_TEXT.retry}
          </Button>
        </Status>
      ) : sorted.length === 0 ? (
        <Status>{EMPTY_TEXT.results}</Status>
      ) : (
        <>
          <Note id={noteId}>
            {METRIC_COLUMNS.map(({ key, header, counts }) => (
              <div key={key}>
                <dt>{header}</dt>
                <dd>{counts}</dd>
              </div>
            ))}
          </Note>
          <Scroll tabIndex={0} role="region" aria-label={METRICS_TEXT.table}>
            <Table aria-describedby={noteId}>
              <caption className="sr-only">{METRICS_TEXT.table}</caption>
              <thead>
                <tr>
                  {METRIC_COLUMNS.map(({ key, header }) => {
                    const active = sort.column === key;
                    return (
                      <th
                        key={key}
                        scope="col"
                        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                      >
                        <SortButton type="button" $start={key === 'day'} onClick={() => toggle(key)}>
                          {header}
                          {active ? (
                            sort.descending ? (
                              <ArrowDown size={14} aria-hidden />
                            ) : (
                              <ArrowUp size={14} aria-hidden />
                            )
                          ) : null}
                        </SortButton>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {sorted.map((row) => (
                  <tr key={row.day}>
                    {METRIC_COLUMNS.map(({ key }) =>
                      key === 'day' ? (
                        <th key={key} scope="row">
                          {row.day}
                        </th>
                      ) : (
                        <td key={key}>{row[key].toLocaleString('en-US')}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <figure aria-label={METRICS_TEXT.chart}>
            <Suspense fallback={<Spinner />}>
              <MetricsChart rows={shown} />
            </Suspense>
          </figure>
        </>
      )}
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${space(6)};
  display: grid;
  gap: ${space(4)};
  figure {
    margin: 0;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space(3)};
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space(3)};
`;
const Status = styled.div`
  padding: ${space(6)};
  color: ${color.muted};
`;
const Scroll = styled.div`
  max-height: ${METRICS_TABLE_HEIGHT_PX}px;
  overflow: auto;
  border: 1px solid ${color.line};
  border-radius: 12px;
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm}px;
  th,
  td {
    padding: ${space(2)} ${space(3)};
    text-align: right;
    border-bottom: 1px solid ${color.line};
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    padding: 0;
    position: sticky;
    top: 0;
    background: ${color.raised};
  }
  tbody th {
    font-weight: 500;
  }
`;
/**
 * A header's sort control fills its cell, so a click anywhere in the cell sorts (the cell has no
 * padding of its own; the button carries it).
 */
const SortButton = styled.button<{ $start: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$start ? 'flex-start' : 'flex-end')};
  gap: ${space(1)};
  width: 100%;
  min-height: 40px;
  border: 0;
  padding: ${space(2)} ${space(3)};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;
/** What each column counts: one line of term and words, wrapping, under the page's head. */
const Note = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  div {
    display: flex;
    gap: ${space(1)};
  }
  dt {
    color: ${color.text};
    font-weight: 600;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;
