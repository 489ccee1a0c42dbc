/** The stats calls as the page uses them: all figures of a range in parallel. */
import { postOk } from '../../providers/http';
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
    postOk<SummaryData>('stats/summary', request),
    postOk<MonthRow[]>('stats/monthly', request),
    postOk<AreaRow[]>('stats/plots_by_area', request),
    postOk<StatusRow[]>('stats/orders_by_status', request),
    postOk<SellerRow[]>('stats/top_sellers', request),
    postOk<MethodRow[]>('stats/payments_by_method', request),
  ]);
  return { summary, monthly, plotsByArea, ordersByStatus, topSellers, paymentsByMethod };
};

export const fetchSellers = (): Promise<SellersData> => postOk<SellersData>('stats/sellers', {});
