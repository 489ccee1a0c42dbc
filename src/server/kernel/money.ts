/**
 * Money is numeric(14,2) in the database and arrives as a string or a number; all domain
 * arithmetic is done in integer cents (the shared rules of src/rules/orderMoney.ts).
 */
export { fromCents, toCents } from '../../rules/orderMoney';
