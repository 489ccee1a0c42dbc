/**
 * Registrations of the deceased for completed orders: one to the plot's capacity, buried
 * on the order's completion day. Most carry an 18-digit ID number that passes the checksum.
 */
import { addDays, officeTime } from './calendar';
import { makeIdNumber } from './idNumber';
import type { DraftOrder } from './orders';
import { FUNERAL_HOMES, NATIVE_PLACES, personName, type Gender } from './people';
import type { Rng } from './prng';
import type { MemberSeed } from './rows';

const pad = (n: number): string => String(n).padStart(2, '0');

export const membersFor = (rng: Rng, order: DraftOrder & { order_no: string }): MemberSeed[] => {
  if (order.status !== 'completed' || !order.completed_at) return [];
  const burial = order.completed_at;
  const count = rng.int(1, Math.min(order.capacity, 3));
  const members: MemberSeed[] = [];
  for (let i = 0; i < count; i++) {
    const gender: Gender = rng.chance(0.5) ? 'male' : 'female';
    const birth = `${rng.int(1925, 1970)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    const death = addDays(burial, -rng.int(3, 60));
    members.push({
      name: personName(rng, gender),
      gender,
      id_number: rng.chance(0.7) ? makeIdNumber(rng, birth, gender) : null,
      birth_date: birth,
      death_date: death,
      native_place: rng.pick(NATIVE_PLACES),
      cremation_cert_no: `HZ${death.slice(0, 4)}${String(rng.int(1, 999_999)).padStart(6, '0')}`,
      funeral_home: rng.pick(FUNERAL_HOMES),
      applicant_name: order.buyer_name,
      applicant_phone: order.buyer_phone,
      applicant_relation: order.relation,
      plot_code: order.plot_code,
      order_no: order.order_no,
      burial_date: burial,
      channel: order.channel,
      created_at: officeTime(rng, burial),
    });
  }
  return members;
};
