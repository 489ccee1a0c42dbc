/** How many deceased a plot can hold: the rule shared with the browser (src/rules/orderMoney.ts). */
export { plotCapacity } from '../../rules/orderMoney';
