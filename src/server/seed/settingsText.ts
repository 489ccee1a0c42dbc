/** The demo cemetery's settings row: name, contacts and the texts printed on contracts and letters. */

const DEMO_CEMETERY_NAME = '杭州西山福寿陵园';

const CONTRACT_CLAUSES = `第一条 甲方（陵园）将本合同所列墓位的使用权转让给乙方（购买人），用于安葬合同所列逝者的骨灰，乙方不得转让、出租或用于其他用途。
第二条 墓位使用期限为二十年，自合同签订之日起计算。期满后乙方如需继续使用，应在期满前六个月内到甲方办理续期手续并缴纳续期管理费；逾期六个月未办理的，甲方按国家有关规定处理。
第三条 乙方应按合同约定的金额和期限缴清墓位款及相关费用。付清全部款项后，甲方向乙方发放《墓位使用证》，凭证办理安葬手续。
第四条 乙方办理安葬时，须持逝者的死亡证明、火化证明及本人身份证件，并提前三日与甲方预约安葬时间。
第五条 甲方负责陵园的绿化、保洁、安保和公共设施的维护；墓位的碑体、刻字由甲方按乙方确认的样稿统一制作，乙方不得自行改建、加建或擅自刻字。
第六条 乙方祭扫时应遵守陵园管理规定，文明祭扫，不得在园内焚烧纸钱、燃放鞭炮，严禁携带易燃易爆物品入园。
第七条 因自然灾害等不可抗力造成墓位损坏的，甲方负责修复，不承担其他赔偿责任。
第八条 乙方通讯地址或联系电话变更的，应在三十日内书面通知甲方，否则由此产生的后果由乙方承担。
第九条 本合同未尽事宜，双方协商解决；协商不成的，任何一方可向陵园所在地人民法院提起诉讼。
第十条 本合同一式两份，甲乙双方各执一份，自双方签字（盖章）之日起生效。`;

const COMMITMENT_TEXT = `本人自愿购买贵园墓位，用于安葬本人亲属的骨灰，并郑重承诺如下：
一、本人提供的逝者死亡证明、火化证明、身份证件等材料真实有效，如有虚假，愿承担由此产生的一切法律责任。
二、所购墓位仅用于安葬合同约定的逝者骨灰，不转让、不倒卖、不用于炒作或其他经营性用途。
三、遵守国家殡葬管理法规和陵园各项管理制度，服从陵园统一规划，不擅自改建、扩建墓位，不私自立碑刻字。
四、文明节俭祭扫，不在园内焚烧纸钱、燃放鞭炮，爱护园内花草树木和公共设施。
五、按时缴纳墓位管理费，使用期满前及时办理续期手续。
六、联系方式变更时及时告知陵园。
以上承诺如有违反，本人愿承担相应责任，陵园有权按照合同和有关规定处理。`;

export const demoSettings = {
  cemetery_name: DEMO_CEMETERY_NAME,
  address: '浙江省杭州市西湖区转塘街道西山路88号',
  phone: '0571-8765 4321',
  maintenance_fee_per_year: 120,
  maintenance_fee_double: 200,
  maintenance_fee_family: 360,
  term_discount_min_years: 10,
  term_discount_percent: 5,
  reservation_days: 7,
  contract_clauses: CONTRACT_CLAUSES,
  commitment_text: COMMITMENT_TEXT,
  // Working hours and days (docs/work.md): the demo's work is booked between 07:30 and 18:00.
  work_day_start: '07:30',
  work_day_end: '18:00',
  work_closed_weekdays: '',
  // 除夕 and the first day of the Spring Festival.
  work_closed_days: '2027-02-05\n2027-02-06',
  // 冬至, 清明 and the days around it, 寒衣节.
  work_peak_days: '2026-12-21\n2026-12-22\n2027-04-03\n2027-04-04\n2027-04-05\n2027-11-09\n2027-12-22',
};
