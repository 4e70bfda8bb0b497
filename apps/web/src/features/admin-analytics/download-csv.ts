// Export CSV: the text as a file the browser downloads (a Blob URL on a temporary link), named
// after the report and its range. A byte-order mark first so Excel reads UTF-8 (GH₵, Twi).
import { toCsv } from '@dwa/domain/csv';

export function csvFileName(report: string, from: string, to: string) {
  return `dwa-analytics-${report}-${from}-to-${to}.csv`;
}

export function downloadCsv(fileName: string, rows: readonly (readonly string[])[]) {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
