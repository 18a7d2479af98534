/** Who is in the demo school: staff, sections and children (realistic Filipino names, mixed gender). */
import type { Rng } from './prng';

export const DEMO_SCHOOL = { name: 'Paaralang Elementarya ng San Isidro', timezone: 'Asia/Manila' } as const;

/** One password for every demo staff account: meets the registration rules (spec §5, 8-30, !@#$%^). */
export const DEMO_STAFF_PASSWORD = 'Aralin#2026';
/** One password for every demo child: at least 8, upper, lower, digit and a special. */
export const DEMO_STUDENT_PASSWORD = 'Bata#2026';

export const DEMO_ADMIN = { username: 'admin', email: 'admin@aralin.local', firstName: 'Luzviminda', lastName: 'Castillo' } as const;

export const DEMO_TEACHERS = [
  { key: 'santos', username: 'guro.santos', email: 'guro.santos@aralin.local', firstName: 'Maricel', lastName: 'Santos' },
  { key: 'reyes', username: 'guro.reyes', email: 'guro.reyes@aralin.local', firstName: 'Ramon', lastName: 'Reyes' },
] as const;
export type TeacherKey = (typeof DEMO_TEACHERS)[number]['key'];

export interface DemoChild {
  name: string;
  gender: 'male' | 'female';
  /** The parent's or guardian's given name; the family name is the child's. */
  guardian: string;
}

export interface DemoSection {
  name: string;
  imagePath: 'GUMAMELA' | 'ORCHID' | 'SAMPAGUITA';
  teacher: TeacherKey;
  children: DemoChild[];
}

const boy = (name: string, guardian: string): DemoChild => ({ name, gender: 'male', guardian });
const girl = (name: string, guardian: string): DemoChild => ({ name, gender: 'female', guardian });

export const DEMO_SECTIONS: DemoSection[] = [
  {
    name: 'Kinder - Sampaguita',
    imagePath: 'SAMPAGUITA',
    teacher: 'santos',
    children: [
      boy('Juan Dela Cruz', 'Roberto'),
      girl('Maria Clara Santos', 'Teresita'),
      boy('Jose Miguel Reyes', 'Eduardo'),
      girl('Andrea Bautista', 'Marites'),
      boy('Paolo Villanueva', 'Rodel'),
      girl('Ana Marie Garcia', 'Lourdes'),
      boy('Carlo Mendoza', 'Ernesto'),
      girl('Bea Aquino', 'Cristina'),
      boy('Nico Ramos', 'Arnel'),
      girl('Liza Soriano', 'Josefina'),
      boy('Gabriel Tolentino', 'Danilo'),
      girl('Kristine Manalo', 'Rowena'),
    ],
  },
  {
    name: 'Kinder - Gumamela',
    imagePath: 'GUMAMELA',
    teacher: 'santos',
    children: [
      girl('Princess Mae Navarro', 'Imelda'),
      boy('Joshua Castillo', 'Reynaldo'),
      girl('Angelica Flores', 'Marivic'),
      boy('Mark Anthony Cruz', 'Ferdinand'),
      girl('Jasmine Dizon', 'Gloria'),
      boy('Renz Pascual', 'Wilfredo'),
      girl('Sofia Lim', 'Cecilia'),
      boy('Miguel Fernandez', 'Antonio'),
      girl('Hannah Mercado', 'Rosario'),
      boy('Ethan Gonzales', 'Benjamin'),
    ],
  },
  {
    name: 'Grade 1 - Orchid',
    imagePath: 'ORCHID',
    teacher: 'reyes',
    children: [
      boy('Rafael Ocampo', 'Virgilio'),
      girl('Camille Salazar', 'Editha'),
      boy('Jerome Aguilar', 'Nestor'),
      girl('Nicole Valdez', 'Corazon'),
      boy('Kenneth de Leon', 'Romeo'),
      girl('Althea Pangilinan', 'Milagros'),
      boy('John Paul Domingo', 'Alfredo'),
      girl('Trisha Javier', 'Evangeline'),
      boy('Vincent Rivera', 'Jaime'),
      girl('Patricia Lopez', 'Remedios'),
      boy('Adrian Sison', 'Efren'),
      girl('Janelle Marquez', 'Perla'),
      boy('Carl Justin Torres', 'Rolando'),
    ],
  },
];

/** Children with no section yet, for the "prefill from unassigned" feature. */
export const DEMO_UNASSIGNED: DemoChild[] = [girl('Erika Santiago', 'Luzviminda'), boy('Lorenzo Bernardo', 'Ricardo')];

const MOBILE_PREFIXES = ['0917', '0918', '0919', '0920', '0927', '0928', '0945', '0956', '0966', '0977', '0995', '0998'];

/** A Philippine mobile number, 09xxxxxxxxx (11 digits). */
export function mobileNumber(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + String(rng.int(0, 9_999_999)).padStart(7, '0');
}

/** "Roberto Dela Cruz" for Juan Dela Cruz: the guardian shares the child's family name. */
export function guardianName(child: DemoChild): string {
  const parts = child.name.split(' ');
  const familyStart = parts.findIndex((p, i) => i > 0 && (p === 'Dela' || p === 'de'));
  const family = familyStart > 0 ? parts.slice(familyStart).join(' ') : parts[parts.length - 1];
  return `${child.guardian} ${family}`;
}
