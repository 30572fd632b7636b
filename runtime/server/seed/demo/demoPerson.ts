import type { Random } from '../random';
import { chineseName } from './chineseNames';
import { currentTimestamp } from '../../db/clock';
import { addDays, randomDay } from './dates';
import { idNumber } from './idNumber';
import { mobileNumber } from './numbers';
import { REGIONS, type Region } from './regions';

/** Who a labourer is: everything on the ID card, consistent with itself. */
export interface DemoPerson {
  name: string;
  sex: 'male' | 'female';
  birthday: string;
  idCode: string;
  region: Region;
  nation: string;
  idAgency: string;
  idValiddate: string;
  phone: string;
}

const MINORITY_NATIONS = ['03', '06', '08', '09', '11', '15'];
const VILLAGE_NAMES = ['新庄村', '王集村', '李家湾', '杨树村', '河东村', '刘庄村', '白马村', '桥头村'];

const localDay = (): string => currentTimestamp().slice(0, 10);

/** A card's period: 10 years when issued before 26, 20 before 46, then 长期 (null). */
function periodYears(birthday: string, issued: string): number | null {
  const age = Number(issued.slice(0, 4)) - Number(birthday.slice(0, 4));
  return age >= 46 ? null : age < 26 ? 10 : 20;
}

const yearsLater = (day: string, years: number): string => `${Number(day.slice(0, 4)) + years}${day.slice(4).replace('-02-29', '-02-28')}`;

/**
 * The 有效期限 of the card a person carries today: first issued at 16–25, renewed when it ran out,
 * so a card runs out only around now (a few within the warning window, as on a real site), and
 * not years ago.
 */
function validity(random: Random, birthday: string, today: string): string {
  let issued = randomDay(random, addDays(birthday, 16 * 366), addDays(birthday, 25 * 366));
  const renewedBy = addDays(today, -15);
  for (;;) {
    const years = periodYears(birthday, issued);
    const dotted = (day: string) => day.replace(/-/g, '.');
    if (years === null) return `${dotted(issued)}-长期`;
    const expires = yearsLater(issued, years);
    if (expires >= renewedBy) return `${dotted(issued)}-${dotted(expires)}`;
    issued = expires;
  }
}

/**
 * A new person aged 20–58 with a unique ID number and phone: sex, birthday and region agree with
 * the ID number (GB 11643 check digit included); the ID card is valid on `today` but for a few.
 */
export function demoPerson(random: Random, taken: { idCodes: Set<string>; phones: Set<string> }, today = localDay()): DemoPerson {
  const sex = random.chance(0.9) ? 'male' : 'female';
  const region = random.pick(REGIONS);
  const birthday = randomDay(random, '1968-01-01', '2005-12-31');
  let idCode = idNumber(region.code, birthday, random.int(0, 499), sex);
  while (taken.idCodes.has(idCode)) idCode = idNumber(region.code, birthday, random.int(0, 499), sex);
  taken.idCodes.add(idCode);
  let phone = mobileNumber(random);
  while (taken.phones.has(phone)) phone = mobileNumber(random);
  taken.phones.add(phone);
  return {
    name: chineseName(random, sex),
    sex,
    birthday,
    idCode,
    region,
    nation: random.chance(0.9) ? '01' : random.pick(MINORITY_NATIONS),
    idAgency: `${region.county}公安局`,
    idValiddate: validity(random, birthday, today),
    phone,
  };
}

/** The address printed on the ID card. */
export function idAddress(random: Random, person: DemoPerson): string {
  const { province, city, county } = person.region;
  const place = province === city ? `${province}${county}` : `${province}${city}${county}`;
  return `${place}${random.pick(VILLAGE_NAMES)}${random.int(1, 120)}号`;
}

/** The identity fields of the roster (花名册, 应聘人员) as a person's ID card gives them. */
export function identityFields(person: DemoPerson) {
  return {
    empName: person.name,
    idCode: person.idCode,
    empPhon: person.phone,
    empSex: person.sex === 'male' ? '1' : '2',
    empNation: person.nation,
    dateOfBirth: person.birthday,
  };
}
