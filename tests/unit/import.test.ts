/**
 * The import's pure parts: how a cell is read for its field (shared by the preview and the
 * server), how columns find their fields, how a file becomes rows with their line numbers
 * (CSV in UTF-8 or GB18030, XLSX with dates and numbers), the preview's own check, and the
 * errors file with formulas neutralised.
 */
import { describe, expect, it } from 'vitest';
import resources from '../../resources.config';
import { cellValue, checkCell, fillableParents, importableFields } from '../../src/config/importing';
import type { FieldDef } from '../../src/config/types';
import { checkRows, missingFields, staleProblems, type Problems, type RowProblems } from '../../src/app/import/screen/checkRows';
import { errorsCsv } from '../../src/app/import/screen/errorsCsv';
import { matchColumns } from '../../src/app/import/screen/matchColumns';
import { decodeCsv, readSpreadsheet } from '../../src/app/import/screen/readSpreadsheet';
import { toSheet } from '../../src/app/import/screen/sheet';
import { xlsx } from './xlsxFixture';

const plot = resources.tomb_burialslot;
const member = resources.member;
const f = (resource: typeof plot | typeof member, name: string): FieldDef => resource.fields[name as keyof typeof resource.fields] as FieldDef;

describe('reading a cell for its field', () => {
  it('reads numbers with grouping, currency and full-width digits', () => {
    expect(cellValue(f(plot, 'price'), ' 38,000 ')).toBe('38000');
    expect(cellValue(f(plot, 'price'), '¥52,000.50')).toBe('52000.50');
    expect(cellValue(f(plot, 'price'), '４５０００元')).toBe('45000');
    // Not a grouping: left for the validator to refuse.
    expect(checkCell(f(plot, 'price'), '1,2')).toEqual({ key: 'type_number' });
  });

  it('reads enum values by value or by label in any language, and leaves others to the validator', () => {
    for (const text of ['double', 'Double', '双穴', 'Doble', '夫婦墓']) expect(cellValue(f(plot, 'type'), text)).toBe('double');
    expect(checkCell(f(plot, 'type'), 'triple')).toMatchObject({ key: 'enum' });
  });

  it('reads dates in the usual spellings', () => {
    for (const text of ['2024-03-05', '2024/3/5', '2024.03.05', '2024年3月5日', '20240305', '2024-03-05 00:00:00']) expect(cellValue(f(member, 'death_date'), text)).toBe('2024-03-05');
    // Not a date: the message names the accepted forms and the order (tests/unit/registerDates.test.ts).
    expect(checkCell(f(member, 'death_date'), '2024-02-30')).toMatchObject({ key: 'date_form' });
    expect(checkCell(f(member, 'death_date'), '5 March')).toMatchObject({ key: 'date_form' });
  });

  it('reads yes and no in the four languages', () => {
    const enabled = resources.user.fields.enabled;
    for (const text of ['是', 'Yes', 'sí', 'はい', 'TRUE', '1']) expect(cellValue(enabled, text)).toBe(true);
    for (const text of ['否', 'No', 'いいえ', 'false', '0']) expect(cellValue(enabled, text)).toBe(false);
    expect(checkCell(enabled, 'maybe')).toEqual({ key: 'type_boolean' });
  });

  it('leaves an empty cell to the default, and asks for a required one without', () => {
    expect(cellValue(f(plot, 'type'), '  ')).toBeUndefined();
    expect(checkCell(f(plot, 'type'), '')).toBeNull();
    expect(checkCell(f(plot, 'column_no'), '')).toEqual({ key: 'required' });
    expect(checkCell(f(plot, 'shelf_id'), '')).toEqual({ key: 'required' });
    expect(checkCell(f(plot, 'shelf_id'), 'any code')).toBeNull();
  });

  it('offers what a create form writes, and fills a plot’s area and room from its row', () => {
    expect(importableFields(resources.tomb_order).map(([n]) => n)).not.toContain('order_no');
    expect(fillableParents(plot, resources)).toEqual({ area_id: ['room_id', 'shelf_id'], room_id: ['shelf_id'] });
    // An order is channel-scoped: a registration's order is never taken from its plot.
    expect(fillableParents(member, resources)).toEqual({ burialslot_id: ['order_id'] });
  });
});

describe('matching columns to fields', () => {
  it('matches the old system’s Chinese names, with or without “编号” or the record’s own name', () => {
    const header = ['墓区编号', '分进', '排编号', '墓位编号', '列号', '墓位类型', '价格', '不知道'];
    expect(matchColumns(header, importableFields(plot), resources, 'tomb_burialslot')).toEqual(['area_id', 'room_id', 'shelf_id', 'code', 'column_no', 'type', 'price', null]);
  });

  it('matches the list’s own CSV export, field names and the other languages, each field once', () => {
    // A plot's status is read-only (the orders set it): its column is not mapped.
    expect(matchColumns(['ID', 'Area', 'Room', 'Row', 'Code', 'Column', 'Type', 'Capacity', 'Size', 'Price', 'Status', 'Remark'], importableFields(plot), resources)).toEqual([
      null, 'area_id', 'room_id', 'shelf_id', 'code', 'column_no', 'type', 'capacity', 'size', 'price', null, 'remark',
    ]);
    expect(matchColumns(['area_id', 'Area code', 'Código', 'PRECIO*', 'コード', 'Plot size'], importableFields(plot), resources, 'tomb_burialslot')).toEqual([
      'area_id', null, 'code', 'price', null, 'size',
    ]);
    expect(matchColumns(['逝者姓名', '申请人电话', '墓位编号', '订单号', 'Fecha de inhumación'], importableFields(member), resources, 'member')).toEqual([
      'name', 'applicant_phone', 'burialslot_id', 'order_id', 'burial_date',
    ]);
  });
});

describe('reading a file', () => {
  it('takes the first non-blank row as the header, skips blank rows and keeps the file’s row numbers', () => {
    const sheet = toSheet('x.csv', [[], ['', ''], ['Code', 'Price', ''], ['A', '1', ''], ['', '', ''], ['B', 2, null], [new Date(Date.UTC(2024, 2, 5)), true]]);
    expect(sheet).toEqual({
      fileName: 'x.csv',
      header: ['Code', 'Price'],
      rows: [['A', '1'], ['B', '2'], ['2024-03-05', 'true']],
      lines: [4, 6, 7],
    });
  });

  it('reads CSV in UTF-8 with a byte-order mark, and in GB18030 as older systems save it', async () => {
    const utf8 = new File([Buffer.from('\ufeff名称,编号\r\n福寿园,"F,S"\r\n', 'utf8')], 'a.csv');
    await expect(readSpreadsheet(utf8)).resolves.toMatchObject({ header: ['名称', '编号'], rows: [['福寿园', 'F,S']] });
    // 名称,编号 / 福寿园,FS in GB18030 (GBK) bytes.
    const gbk = Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xb1, 0xe0, 0xba, 0xc5, 0x0d, 0x0a, 0xb8, 0xa3, 0xca, 0xd9, 0xd4, 0xb0, 0x2c, 0x46, 0x53]);
    expect(decodeCsv(gbk.buffer.slice(gbk.byteOffset, gbk.byteOffset + gbk.length))).toBe('名称,编号\r\n福寿园,FS');
  });

  it('reads XLSX: text, numbers as their digits, dates as days', async () => {
    const file = new File([new Uint8Array(xlsx([['逝者姓名', '死亡日期', '申请人电话'], ['张三', { date: '2024-03-05' }, 13900002222], [null, null, null], ['李四', '2024/4/1', 1.5]]))], 'm.xlsx');
    await expect(readSpreadsheet(file)).resolves.toEqual({
      fileName: 'm.xlsx',
      header: ['逝者姓名', '死亡日期', '申请人电话'],
      rows: [['张三', '2024-03-05', '13900002222'], ['李四', '2024/4/1', '1.5']],
      lines: [2, 4],
    });
  });
});

describe('the preview’s own check', () => {
  const sheet = toSheet('p.csv', [
    ['Area', 'Row', 'Code', 'Column', 'Price'],
    ['', 'FS-01-01', 'P1', '1', '100'],
    ['', '', 'P2', 'x', '-1'],
  ]);
  const mapping = ['area_id', 'shelf_id', 'code', 'column_no', 'price'];
  const message = (e: { key: string }) => e.key;

  it('checks each mapped cell, and does not ask for a parent its row will fill', () => {
    expect([...checkRows(sheet, mapping, plot, resources, message)]).toEqual([
      [1, { fields: { area_id: 'required', shelf_id: 'required', column_no: 'type_integer', price: 'min_value' } }],
    ]);
  });

  it('between a correction and the next check, keeps the check’s errors on the cells not corrected', () => {
    const server: Problems = new Map<number, RowProblems>([
      [0, { fields: { shelf_id: 'Nothing found', price: 'Must be a number' } }],
      [1, { fields: { code: 'Code already exists' }, message: 'Plot is full' }],
    ]);
    const local: Problems = new Map<number, RowProblems>([[0, { fields: { price: 'Must be at least 0' } }]]);
    expect([...staleProblems(server, local, new Set(['0:price', '1:code']))]).toEqual([
      [0, { fields: { shelf_id: 'Nothing found', price: 'Must be at least 0' } }],
    ]);
    expect([...staleProblems(server, new Map(), new Set())]).toEqual([...server]);
  });

  it('names the required fields no column gives', () => {
    expect(missingFields(plot, resources, mapping).map(([n]) => n)).toEqual([]);
    expect(missingFields(plot, resources, ['code', null]).map(([n]) => n)).toEqual(['area_id', 'room_id', 'shelf_id', 'column_no', 'price']);
  });
});

describe('the errors file', () => {
  it('lists each error with its row, field, column and value, formulas made plain text', () => {
    const sheet = toSheet('p.csv', [
      ['Code', 'Remark'],
      ['=HYPERLINK("http://x")', '+1'],
      ['@SUM(A1)', '-2'],
      ['\tX', '\rY'],
    ]);
    const problems: Problems = new Map<number, RowProblems>([
      [0, { fields: { code: 'Wrong format', remark: 'bad' }, message: '=cmd|' }],
      [2, { fields: { code: 'Wrong', remark: 'bad' } }],
      [1, { fields: { code: 'Wrong' } }],
    ]);
    const text = errorsCsv(sheet, ['code', 'remark'], problems, { header: ['Row', 'Field', 'Column', 'Value', 'Error'], fieldLabel: (n) => (n === 'code' ? 'Code' : '-Remark') });
    expect(text.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Row,Field,Column,Value,Error',
      `2,Code,Code,"'=HYPERLINK(""http://x"")",Wrong format`,
      "2,'-Remark,Remark,'+1,bad",
      "2,,,,'=cmd|",
      "3,Code,Code,'@SUM(A1),Wrong",
      "4,Code,Code,'\tX,Wrong",
      `4,'-Remark,Remark,"'\rY",bad`,
      '',
    ]);
  });
});
