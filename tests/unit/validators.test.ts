/**
 * The shared validators (src/config/validators.ts) on what staff actually type: phone numbers
 * of every accepted form and the ones that are not numbers, and the date rules of the
 * registration (a birth after the death, a death in the future, a burial before the death),
 * with the messages both sides show, in four languages.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { validationMessage } from '../../src/config/messages';
import { phoneKind, validateField, validateRecord, validateRelations } from '../../src/config/validators';

const buyerPhone = resources.tomb_order.fields.buyer_phone;
const userMobile = resources.user.fields.mobile;
const member = resources.member.fields;

describe('phone numbers', () => {
  it.each([
    ['13800138000', 'mobile'],
    ['138 0013 8000', 'mobile'],
    ['138-0013-8000', 'mobile'],
    ['19912345678', 'mobile'],
    ['010-12345678', 'landline'],
    ['(0571) 8765 4321', 'landline'],
    ['0571-8765 4321', 'landline'],
    ['021-59755000 转 123', 'landline'],
    ['0755 2345678', 'landline'],
    ['400-820-8820', 'landline'],
    ['+86 138 0013 8000', 'international'],
    ['+86 10 1234 5678', 'international'],
    ['+44 20 7946 0958', 'international'],
    ['+1 (415) 555-2671', 'international'],
  ])('accepts %s as a %s number', (raw, kind) => {
    expect(phoneKind(raw)).toBe(kind);
    expect(validateField(buyerPhone, raw)).toBeNull();
  });

  it.each(['12345', '1234567', '12800138000', '1380013800', '138001380001', '10-12345678', '010-123456', '+0 123 4567', '+86 12345', '+1234', 'call me', '13800138000 转 12', '138\u00a00013\u00a08000'])(
    'refuses %s with the phone message',
    (raw) => {
      expect(phoneKind(raw)).toBeNull();
      expect(validateField(buyerPhone, raw)).toEqual({ key: 'phone' });
    },
  );

  it('takes only mobiles for a sign-in mobile', () => {
    expect(validateField(userMobile, '13900000001')).toBeNull();
    expect(validateField(userMobile, '+852 6123 4567')).toBeNull();
    expect(validateField(userMobile, '010-12345678')).toEqual({ key: 'mobile' });
    expect(validateField(userMobile, '12345')).toEqual({ key: 'mobile' });
  });

  it('says what a number looks like, in each language', () => {
    expect(validationMessage({ key: 'phone' }, 'en')).toBe('Enter an 11-digit mobile, a landline with its area code (010-12345678) or +country code and number');
    expect(validationMessage({ key: 'phone' }, 'zh')).toBe('请输入 11 位手机号、带区号的固定电话（如 010-12345678）或 +国家代码 的号码');
    expect(validationMessage({ key: 'mobile' }, 'es')).toBe('Introduzca un móvil de 11 cifras que empiece por 1, o + prefijo del país y número');
    expect(validationMessage({ key: 'mobile' }, 'ja')).toBe('1で始まる11桁の携帯番号、または +国番号 付きの番号を入力してください');
  });
});

describe('dates of a registration', () => {
  const base = { name: '张三', applicant_name: '张四', applicant_phone: '13800138000' };
  const today = '2026-11-23';

  it('accepts a life in order: born, died, buried', () => {
    expect(validateRecord(member, { ...base, birth_date: '1940-01-02', death_date: '2026-11-20', burial_date: '2026-11-23' }, 'create', today)).toEqual({});
    // The same day is not earlier: a burial on the day of the death is possible.
    expect(validateRecord(member, { ...base, birth_date: '1940-01-02', death_date: '2026-11-20', burial_date: '2026-11-20' }, 'create', today)).toEqual({});
    // A burial may be booked ahead.
    expect(validateRecord(member, { ...base, death_date: '2026-11-20', burial_date: '2026-12-01' }, 'create', today)).toEqual({});
  });

  it('refuses a birth after the death, on the death, naming the birth', () => {
    const errors = validateRecord(member, { ...base, birth_date: '1990-05-06', death_date: '1980-01-01' }, 'create', today);
    expect(errors).toEqual({ death_date: { key: 'after_field', params: { field: member.birth_date.label, date: '1990-05-06' } } });
    expect(validationMessage(errors.death_date, 'en')).toBe('Cannot be earlier than Born (6 May 1990)');
    expect(validationMessage(errors.death_date, 'zh')).toBe('不能早于出生日期（1990-05-06）');
    expect(validationMessage(errors.death_date, 'es')).toBe('No puede ser anterior a Nacimiento (6 may 1990)');
    expect(validationMessage(errors.death_date, 'ja')).toBe('生年月日（1990/05/06）より前にはできません');
  });

  it('refuses a death or a birth in the future', () => {
    expect(validateRecord(member, { ...base, death_date: '2026-11-24' }, 'create', today)).toEqual({ death_date: { key: 'not_future' } });
    expect(validateRecord(member, { ...base, birth_date: '2027-01-01' }, 'create', today)).toEqual({ birth_date: { key: 'not_future' } });
    expect(validationMessage({ key: 'not_future' }, 'en')).toBe('Cannot be later than today');
    expect(validationMessage({ key: 'not_future' }, 'zh')).toBe('不能晚于今天');
  });

  it('refuses a burial before the death', () => {
    const errors = validateRecord(member, { ...base, death_date: '2026-11-20', burial_date: '2026-11-19' }, 'create', today);
    expect(errors).toEqual({ burial_date: { key: 'after_field', params: { field: member.death_date.label, date: '2026-11-20' } } });
    expect(validationMessage(errors.burial_date, 'en')).toBe('Cannot be earlier than Died (20 Nov 2026)');
  });

  it('checks an update against the stored row, when either date is sent', () => {
    const stored = { ...base, birth_date: '1940-01-02', death_date: '2026-11-20', burial_date: '2026-11-22' };
    // Only the birth is sent, moved after the stored death: the death carries the error.
    expect(validateRelations(member, { birth_date: '2026-11-21' }, stored, today)).toEqual({
      death_date: { key: 'after_field', params: { field: member.birth_date.label, date: '2026-11-21' } },
    });
    expect(validateRelations(member, { death_date: '2026-11-23' }, stored, today)).toEqual({
      burial_date: { key: 'after_field', params: { field: member.death_date.label, date: '2026-11-23' } },
    });
    expect(validateRelations(member, { remark: 'x' }, stored, today)).toEqual({});
    expect(validateRelations(member, { death_date: null }, stored, today)).toEqual({});
  });

  it('reads the other field from a form for the browser', () => {
    const error = validateField(member.death_date, '1980-01-01', true, { record: { birth_date: '1990-05-06' }, fields: member, today });
    expect(error?.key).toBe('after_field');
  });
});

describe('fields a register may lack (optionalInHistory)', () => {
  it('are required of every record but imported history, in the form as on the server', () => {
    const applicant = member.applicant_name;
    expect(validateField(applicant, '', true, { record: { name: 'Ezra', applicant_name: '' } })).toEqual({ key: 'required' });
    expect(validateField(applicant, null, true, { record: { name: 'Ezra', import_batch_id: null } })).toEqual({ key: 'required' });
    expect(validateField(applicant, null, true, { record: { name: 'Ezra', import_batch_id: 3 } })).toBeNull();
    // A field that is not optionalInHistory stays required even there.
    expect(validateField(member.name, '', true, { record: { import_batch_id: 3 } })).toEqual({ key: 'required' });
  });
});
