/** The benchmark volume (docs/performance.md): overridable for a quick try, e.g. BENCH_SCALE=0.1. */
const scale = Number(process.env.BENCH_SCALE ?? 1);
const n = (count: number): number => Math.max(1, Math.round(count * scale));

/** 40 areas x 10 rooms x 10 rows x 50 plots = 200,000 plots; each area has 5,000 (the map's case). */
export const VOLUME = {
  areas: n(40),
  roomsPerArea: 10,
  shelvesPerRoom: 10,
  plotsPerShelf: 50,
  orders: n(100_000),
  members: n(100_000),
  payments: n(50_000),
  /** Staff accounts: levels 1..6 in turn; the unread poll signs in 500 of them. */
  staff: 500,
  messagesPerLevel: 200,
};

export const plotsPerArea = VOLUME.roomsPerArea * VOLUME.shelvesPerRoom * VOLUME.plotsPerShelf;
export const plotCount = VOLUME.areas * plotsPerArea;

/** The password of every benchmark account (mobile 139xxxxxxxx): a local, throwaway database only. */
export const BENCH_PASSWORD = 'bench-password-2026';
export const benchMobile = (i: number): string => `139${String(i).padStart(8, '0')}`;
