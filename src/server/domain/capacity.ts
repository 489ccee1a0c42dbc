/** How many deceased a plot can hold: the rule shared with the browser (src/config/orderMoney.ts). */
export { plotCapacity } from '../../config/orderMoney';
