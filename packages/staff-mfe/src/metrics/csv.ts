import { METRIC_COLUMNS, type MetricRow } from './rows';

/**
 * The rows as CSV a spreadsheet opens: a header row of the table's headers, ISO dates, CRLF lines
 * (papaparse's default) and a byte-order mark so Excel reads it as UTF-8. papaparse loads only
 * when someone exports.
 */
export async function metricsCsv(rows: MetricRow[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return (
    '\uFEFF' +
    unparse({
      fields: METRIC_COLUMNS.map((c) => c.header),
      data: rows.map((row) => METRIC_COLUMNS.map((c) => row[c.key])),
    })
  );
}

/** Saves the text as a file through a temporary link (the browser's own download). */
export function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
