/** The columbarium's screens (docs/columbarium.md): the niche and deposit lists with their actions, and the deposit page. */
import type { ResourceOverride } from '../builders/model/views';
import { DepositEdit } from './DepositEdit';
import { DepositList, NicheList } from './lists';

export const nicheViews: ResourceOverride = { list: NicheList };
export const depositViews: ResourceOverride = { list: DepositList, edit: DepositEdit };
