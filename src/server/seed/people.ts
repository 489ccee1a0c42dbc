/** Plausible people, places and companies for the demo records. */
import type { Rng } from './prng';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const MALE_GIVEN = ['建国', '志强', '国华', '德明', '永福', '文斌', '海涛', '振华', '立新', '宏伟', '明', '军', '伟', '强', '勇', '杰', '涛', '斌', '鹏', '辉', '俊杰', '浩然', '子轩', '家豪', '秀峰', '长海', '春生', '树林', '金山', '福生'];
const FEMALE_GIVEN = ['秀英', '桂英', '玉兰', '淑珍', '凤英', '丽华', '美玲', '慧敏', '红梅', '素芬', '芳', '娜', '敏', '静', '丽', '艳', '婷', '雪梅', '雅琴', '晓燕', '春兰', '月娥', '金凤', '翠花', '海燕', '佳怡', '欣怡', '梦瑶', '思琪', '雨桐'];

export const RELATIONS = ['子', '女', '配偶', '孙子', '孙女', '兄弟', '姐妹', '侄子', '外孙'];

export const NATIVE_PLACES = ['浙江杭州', '浙江绍兴', '浙江宁波', '浙江湖州', '浙江嘉兴', '江苏苏州', '江苏无锡', '安徽黄山', '江西上饶', '上海', '福建福州', '山东济南'];

export const FUNERAL_HOMES = ['杭州殡仪馆', '萧山区殡仪馆', '余杭区殡仪馆', '富阳区殡仪馆', '临安区殡仪馆', '绍兴市殡仪馆'];

const STREETS = ['文三路', '天目山路', '延安路', '解放路', '凤起路', '庆春路', '莫干山路', '西溪路', '江南大道', '滨盛路', '余杭塘路', '临平大道'];
const DISTRICTS = ['西湖区', '上城区', '拱墅区', '滨江区', '萧山区', '余杭区', '临平区', '富阳区'];

/** The outside channel sells through funeral agencies. */
export const AGENTS = ['安康殡葬服务有限公司', '福泽礼仪服务部', '思源殡仪服务中心', '仁和丧葬用品店', '永安生命礼仪公司', '鹤鸣殡葬代理'];

export type Gender = 'male' | 'female';

export const personName = (rng: Rng, gender: Gender): string =>
  rng.pick([...SURNAMES]) + rng.pick(gender === 'male' ? MALE_GIVEN : FEMALE_GIVEN);

export const mobileNumber = (rng: Rng): string =>
  `1${rng.pick(['3', '5', '7', '8', '9'])}${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

export const address = (rng: Rng): string =>
  `浙江省杭州市${rng.pick(DISTRICTS)}${rng.pick(STREETS)}${rng.int(1, 399)}号${rng.int(1, 30)}幢${rng.int(1, 6)}0${rng.int(1, 4)}室`;
