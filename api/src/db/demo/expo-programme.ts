import type { SessionKind, SpeakerEntry } from '../../features/expo/programme/programme.table.js';

/**
 * The demo edition's programme and exhibitors, loaded with the rest of the demo content. `day` counts
 * from the expo's first day (a shorter edition puts later days on its last one); times are the venue's.
 * Websites use the reserved `.example` domain: they point at no real company.
 */
export interface DemoSession {
  day: number;
  start: string;
  end: string;
  kind: SessionKind;
  title: string;
  description: string;
  room: string;
  speakers: Omit<SpeakerEntry, 'photo'>[];
}

export const DEMO_SESSIONS: DemoSession[] = [
  {
    day: 0,
    start: '09:00',
    end: '09:45',
    kind: 'talk',
    title: 'Opening keynote: the business of beauty in Africa',
    description: 'Where the continent’s beauty and lifestyle market is growing, and what buyers are asking for.',
    room: 'Main stage',
    speakers: [{ name: 'Dr. Amina Yusuf', affiliation: 'Convener, AIBEx' }],
  },
  {
    day: 0,
    start: '10:00',
    end: '11:30',
    kind: 'masterclass',
    title: 'Bridal make-up for melanin-rich skin',
    description: 'Colour matching, long-wear bases and flash-proof finishes, demonstrated live on two brides.',
    room: 'Main stage',
    speakers: [{ name: 'Tolu Bakare', affiliation: 'Celebrity make-up artist, Lagos' }],
  },
  {
    day: 0,
    start: '12:00',
    end: '13:30',
    kind: 'workshop',
    title: 'Natural hair: braiding and loc maintenance',
    description: 'Hands-on: tension-free braiding, retwists and scalp care. Mannequin heads are provided.',
    room: 'Hall A studio',
    speakers: [{ name: 'Zara Mensah', affiliation: 'Trichologist, Accra Hair Clinic' }],
  },
  {
    day: 0,
    start: '14:00',
    end: '16:00',
    kind: 'competition',
    title: 'Nail art championship: heats',
    description: 'Forty nail technicians, two hours, one theme announced on the day.',
    room: 'Competition arena',
    speakers: [],
  },
  {
    day: 0,
    start: '17:00',
    end: '18:30',
    kind: 'show',
    title: 'From Ankara to the runway: fashion show',
    description: 'Ready-to-wear and couture from designers in Abuja, Lagos, Dakar and Nairobi.',
    room: 'Main stage',
    speakers: [{ name: 'Kemi Adeyemi', affiliation: 'Host, StyleTV Africa' }],
  },
  {
    day: 1,
    start: '10:00',
    end: '11:00',
    kind: 'talk',
    title: 'Clean skincare with shea and baobab',
    description: 'Formulating with West African botanicals: stability, preservation and honest labels.',
    room: 'Hall B seminar room',
    speakers: [{ name: 'Ngozi Eze', affiliation: 'Cosmetic chemist, Eze Labs' }],
  },
  {
    day: 1,
    start: '11:30',
    end: '13:00',
    kind: 'masterclass',
    title: 'Barbering: precision fades and beard design',
    description: 'Clipper work from skin fades to sculpted beards, with sanitation between clients.',
    room: 'Hall A studio',
    speakers: [{ name: 'Emeka “Blade” Okoro', affiliation: 'Master barber, Blade Cuts' }],
  },
  {
    day: 1,
    start: '14:00',
    end: '15:30',
    kind: 'workshop',
    title: 'Marketing your salon on social media',
    description: 'Pricing, booking links and before-and-after content that brings clients back.',
    room: 'Hall B seminar room',
    speakers: [
      { name: 'Fatima Bello', affiliation: 'Founder, GlowUp Salons' },
      { name: 'David Asante', affiliation: 'Growth lead, ShopKente' },
    ],
  },
  {
    day: 1,
    start: '16:00',
    end: '18:00',
    kind: 'competition',
    title: 'Make-up artist of the year: final',
    description: 'Ten finalists, a live jury and the audience’s vote.',
    room: 'Competition arena',
    speakers: [{ name: 'Tolu Bakare', affiliation: 'Head of the jury' }],
  },
  {
    day: 2,
    start: '10:00',
    end: '11:30',
    kind: 'masterclass',
    title: 'Wig making and lace installation',
    description: 'Ventilating, customising the hairline and a glueless install that lasts.',
    room: 'Hall A studio',
    speakers: [{ name: 'Chioma Nwosu', affiliation: 'Wig artisan, Crown & Lace' }],
  },
  {
    day: 2,
    start: '12:00',
    end: '13:00',
    kind: 'talk',
    title: 'Panel: selling beauty products across AfCFTA markets',
    description: 'Registration, labelling and logistics for brands crossing borders in Africa.',
    room: 'Hall B seminar room',
    speakers: [
      { name: 'Aisha Diallo', affiliation: 'Trade adviser' },
      { name: 'Samuel Ofori', affiliation: 'Founder, Baobab Wellness' },
    ],
  },
  {
    day: 2,
    start: '17:00',
    end: '20:00',
    kind: 'show',
    title: 'Hair show and awards night',
    description: 'The season’s looks on stage, then the awards of the championships.',
    room: 'Main stage',
    speakers: [{ name: 'Kemi Adeyemi', affiliation: 'Host, StyleTV Africa' }],
  },
];

export const DEMO_EXHIBITORS = [
  {
    company: 'Shea Naturals',
    description: 'Cold-pressed shea butter, black soap and body oils from women’s cooperatives in Kano.',
    website: 'https://shea-naturals.example',
    booth: 'Hall A, A12',
    category: 'Skincare',
  },
  {
    company: 'Lagos Lash Studio',
    description: 'Lash extensions, brow lamination kits and training for lash technicians.',
    website: 'https://lagoslash.example',
    booth: 'Hall A, A03',
    category: 'Make-up',
  },
  {
    company: 'Kente & Co Couture',
    description: 'Hand-woven kente and contemporary tailoring, made to measure.',
    website: 'https://kente-couture.example',
    booth: 'Hall C, C07',
    category: 'Fashion',
  },
  {
    company: 'ProBarber Supplies',
    description: 'Clippers, trimmers, chairs and sterilisers for barbershops, with after-sales service in Nigeria.',
    website: 'https://probarber.example',
    booth: 'Hall B, B15',
    category: 'Equipment',
  },
  {
    company: 'Baobab Wellness',
    description: 'Spa treatments, massage oils and wellness retreats rooted in African botanicals.',
    website: null,
    booth: 'Hall C, C11',
    category: 'Wellness',
  },
];
