import type { Request, Response } from 'express';
import { toCsv } from '../../lib/csv.js';
import { toXlsx, XLSX_TYPE } from '../../lib/xlsx.js';

/** The two addresses of an admin list's export: `/admin/export/<name>.csv` and `.xlsx`. */
export const exportPaths = (name: string) => [`/admin/export/${name}.csv`, `/admin/export/${name}.xlsx`];

/**
 * Sends a list as the file its address asks for: CSV (formula-safe, see csv.ts) or an Excel workbook
 * (typed cells, see xlsx.ts), named `<name>-<today>`, never cached.
 */
export function sendExport(req: Request, res: Response, name: string, headers: string[], rows: unknown[][]): void {
  const xlsx = req.path.endsWith('.xlsx');
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.${xlsx ? 'xlsx' : 'csv'}`;
  res
    .type(xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .setHeader('Content-Disposition', `attachment; filename="${file}"`)
    .setHeader('Cache-Control', 'no-store')
    .send(xlsx ? toXlsx(name, headers, rows) : toCsv(headers, rows));
}
