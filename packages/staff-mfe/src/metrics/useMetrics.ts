import { useQuery } from '@tanstack/react-query';
import { getAllMetrics } from '@upclub/shared/api';
import { METRIC_CATEGORIES, METRICS_REQUEST_SPACING_MS, type MetricCategory } from '@upclub/shared/constants';
import type { MetricsResponse } from '@upclub/shared/types';
import { joinMetrics } from './rows';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every category's days, one request per category issued METRICS_REQUEST_SPACING_MS apart (spec
 * part 2 §4 Staff pages), joined into table rows.
 */
export async function fetchMetrics() {
  const answers = await Promise.all(
    METRIC_CATEGORIES.map(async (category, i) => {
      if (i > 0) await wait(i * METRICS_REQUEST_SPACING_MS);
      return [category, await getAllMetrics(category)] as const;
    }),
  );
  return joinMetrics(Object.fromEntries(answers) as Record<MetricCategory, MetricsResponse>);
}

export const useMetrics = () =>
  useQuery({ queryKey: ['staff', 'metrics'], queryFn: fetchMetrics, retry: false, staleTime: 60_000 });
