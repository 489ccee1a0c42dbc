/**
 * Staff accounts of the demo: one per level with the documented mobile 1380000000N and
 * password `cemetery-demo` (README), plus a few salespeople so statistics by salesperson
 * have more than one bar, one of them disabled.
 */
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import type { UserSeed } from './rows';

export const DEMO_PASSWORD = 'cemetery-demo';

export const demoMobile = (level: Level): string => `1380000000${level}`;

const LEVEL_ACCOUNTS: Record<Level, { nickname: string; introduction: string }> = {
  1: { nickname: '内部登记员', introduction: '负责逝者信息登记和墓位订单录入。' },
  2: { nickname: '内部经理', introduction: '负责墓位管理、订单审核、票据打印和销售统计。' },
  3: { nickname: '外部登记员', introduction: '代理渠道的逝者登记和订单录入。' },
  4: { nickname: '外部经理', introduction: '负责代理渠道的订单、打印和统计。' },
  5: { nickname: '内部管理员', introduction: '系统管理员（内部），管理内部用户和系统设置。' },
  6: { nickname: '外部管理员', introduction: '系统管理员（外部），管理代理渠道用户。' },
};

const EXTRA_STAFF: readonly { mobile: string; nickname: string; level: Level; enabled: boolean; introduction: string }[] = [
  { mobile: '13900000011', nickname: '陈静', level: 1, enabled: true, introduction: '销售顾问' },
  { mobile: '13900000012', nickname: '李国华', level: 1, enabled: true, introduction: '销售顾问' },
  { mobile: '13900000013', nickname: '周敏', level: 2, enabled: true, introduction: '销售主管' },
  { mobile: '13900000014', nickname: '赵磊', level: 1, enabled: false, introduction: '已离职' },
  { mobile: '13900000031', nickname: '王海涛', level: 3, enabled: true, introduction: '代理专员' },
  { mobile: '13900000032', nickname: '孙丽', level: 3, enabled: true, introduction: '代理专员' },
  { mobile: '13900000033', nickname: '吴志强', level: 4, enabled: true, introduction: '代理渠道主管' },
];

export const demoUsers = (): UserSeed[] => [
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({
    mobile: demoMobile(level),
    level,
    enabled: true,
    channel: channelOfLevel(level),
    ...LEVEL_ACCOUNTS[level],
  })),
  ...EXTRA_STAFF.map((s) => ({ ...s, channel: channelOfLevel(s.level) })),
];
