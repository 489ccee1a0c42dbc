/** The stats calls as the page uses them: all figures of a range in parallel. */
import * as stats from '../../../protocol/contracts/stats';
import { call } from '../../providers/call';
import type {
  AreaRow,
  MethodRow,
  MonthRow,
  SellerRow,
  SellersData,
  StatsRequest,
  StatusRow,
  SummaryData,
} from '../../../protocol/stats';

export interface StatsBundle {
  summary: SummaryData;
  monthly: MonthRow[];
  plotsByArea: AreaRow[];
  ordersByStatus: StatusRow[];
  topSellers: SellerRow[];
  paymentsByMethod: MethodRow[];
}

export const fetchStats = async (request: StatsRequest): Promise<StatsBundle> => {
  const [summary, monthly, plotsByArea, ordersByStatus, topSellers, paymentsByMethod] = await Promise.all([
    call(stats.statsSummary, request),
    call(stats.statsMonthly, request),
    call(stats.statsPlotsByArea, request),
    call(stats.statsOrdersByStatus, request),
    call(stats.statsTopSellers, request),
    call(stats.statsPaymentsByMethod, request),
  ]);
  return { summary, monthly, plotsByArea, ordersByStatus, topSellers, paymentsByMethod };
};

export const fetchSellers = (): Promise<SellersData> => call(stats.statsSellers, {});
