/** The tomb areas to choose from, in their configured order. */
import { useGetList } from 'react-admin';

export interface AreaChoice {
  id: number;
  name: string;
}

export const useAreas = () =>
  useGetList<AreaChoice & { sort?: number }>('tomb_area', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sort', order: 'ASC' } });
