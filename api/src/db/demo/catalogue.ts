import type { RentalCircle } from '../../features/rentals/tools/tool.table.js';

/**
 * The demo marketplace: rental categories and tools loaded into an empty embedded database.
 * Pictures name files of `images/` without the `.webp` extension; they are drawn in `art/` and
 * rendered by `scripts/render-demo-art.mjs`. Prices are in the default site currency (USD).
 */

export type DemoOwner = 'admin@aibex.test' | 'owner@aibex.test' | 'renter@aibex.test';

export interface DemoCategory {
  name: string;
  picture: string;
}

export const DEMO_CATEGORIES = [
  { name: 'Power Tools', picture: 'category-power-tools' },
  { name: 'Garden', picture: 'category-garden' },
  { name: 'Construction', picture: 'category-construction' },
  { name: 'Cleaning', picture: 'category-cleaning' },
  { name: 'Ladders & Access', picture: 'category-ladders-access' },
  { name: 'Generators & Power', picture: 'category-generators-power' },
] as const satisfies readonly DemoCategory[];

export type DemoCategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

interface Place {
  country: string;
  state: string;
  city: string;
}

/** Names as the place picker offers them (country-state-city). */
const PLACES = {
  abuja: { country: 'Nigeria', state: 'Abuja Federal Capital Territory', city: 'Abuja' },
  lagos: { country: 'Nigeria', state: 'Lagos', city: 'Lagos' },
  ikeja: { country: 'Nigeria', state: 'Lagos', city: 'Ikeja' },
  portHarcourt: { country: 'Nigeria', state: 'Rivers', city: 'Port Harcourt' },
  kano: { country: 'Nigeria', state: 'Kano', city: 'Kano' },
  ibadan: { country: 'Nigeria', state: 'Oyo', city: 'Ibadan' },
  enugu: { country: 'Nigeria', state: 'Enugu', city: 'Enugu' },
  accra: { country: 'Ghana', state: 'Greater Accra', city: 'Accra' },
  kumasi: { country: 'Ghana', state: 'Ashanti', city: 'Kumasi' },
} as const satisfies Record<string, Place>;

export interface DemoTool {
  owner: DemoOwner;
  category: DemoCategoryName;
  name: string;
  description: string;
  /** Whole cents. */
  priceCents: number;
  rentalCircle: RentalCircle;
  units: number;
  place: Place;
  address: string;
  /** Cover first, then up to four gallery pictures. */
  pictures: [string, ...string[]];
}

export const DEMO_TOOLS: DemoTool[] = [
  // Power Tools
  {
    owner: 'owner@aibex.test',
    category: 'Power Tools',
    name: 'Cordless Drill Driver 18V with Two Batteries',
    description:
      'Two-speed 18V drill driver with a 13 mm keyless chuck and 20 torque settings. Comes with two 4.0 Ah batteries, a fast charger and a 30-piece bit set in a carry case. Ideal for putting up shelves, curtain rails and flat-pack furniture.',
    priceCents: 1500,
    rentalCircle: 'daily',
    units: 3,
    place: PLACES.lagos,
    address: 'Admiralty Way, Lekki Phase 1',
    pictures: ['drill', 'drill-detail'],
  },
  {
    owner: 'renter@aibex.test',
    category: 'Power Tools',
    name: '18V Combi Drill Kit with Masonry Bits',
    description:
      'Hammer-action combi drill that handles brick and block as easily as timber. Supplied with one 5.0 Ah battery, a charger and a set of masonry and wood bits. Good for wall plugs, security lights and satellite dish brackets.',
    priceCents: 1200,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.abuja,
    address: 'Gimbiya Street, Garki Area 11',
    pictures: ['drill-teal', 'drill-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Power Tools',
    name: 'Circular Saw 1400W, 190 mm Blade',
    description:
      'Corded circular saw with a 190 mm 24-tooth blade, 0 to 45 degree bevel and 66 mm depth of cut. A spare fine-finish blade and a parallel guide are included. Made for cutting plywood sheets, roof timbers and decking boards to length.',
    priceCents: 1800,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.portHarcourt,
    address: 'Aba Road, GRA Phase 2',
    pictures: ['circular-saw', 'circular-saw-detail'],
  },
  {
    owner: 'admin@aibex.test',
    category: 'Power Tools',
    name: 'Circular Saw with 1.4 m Guide Rail',
    description:
      'Plunge-style circular saw hired with a 1.4 m guide rail and clamps for straight, splinter-free cuts. Dust port adaptor and two blades included. Handy for kitchen worktops, doors and shop fittings.',
    priceCents: 2000,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.accra,
    address: 'Spintex Road, Baatsona',
    pictures: ['circular-saw', 'circular-saw-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Power Tools',
    name: 'Angle Grinder 115 mm, 900W',
    description:
      'Compact 900W angle grinder with side handle, guard and a spindle key. Hired with two metal cutting discs and one grinding disc. Cuts rebar, bolts and steel tubing, and cleans up welds. Safety glasses supplied.',
    priceCents: 1000,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.kano,
    address: 'Zoo Road, Tarauni',
    pictures: ['angle-grinder', 'angle-grinder-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Power Tools',
    name: 'Heavy-Duty Angle Grinder 230 mm',
    description:
      '2200W grinder for large cuts in steel, paving slabs and kerbs. Comes with a diamond blade for stone and concrete and an anti-vibration side handle. Charged by the hour for short jobs on site.',
    priceCents: 400,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.enugu,
    address: 'Ogui Road, Ogui New Layout',
    pictures: ['angle-grinder'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Power Tools',
    name: 'Random Orbital Sander 125 mm with Dust Box',
    description:
      'Variable-speed orbital sander with a hook-and-loop pad and a clip-on dust box. Twenty sanding discs from 60 to 240 grit are included. Leaves a smooth finish on doors, tables and window frames before painting or varnishing.',
    priceCents: 900,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.ibadan,
    address: 'Bodija Market Road, Bodija',
    pictures: ['sander', 'sander-detail'],
  },
  {
    owner: 'renter@aibex.test',
    category: 'Power Tools',
    name: 'Orbital Sander, Hourly Hire',
    description:
      'The same 125 mm orbital sander for quick jobs: freshen up a cabinet, a door or a few chairs. Ten mixed-grit discs included; extra discs can be bought at pickup.',
    priceCents: 300,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.abuja,
    address: 'Ademola Adetokunbo Crescent, Wuse 2',
    pictures: ['sander'],
  },

  // Garden
  {
    owner: 'owner@aibex.test',
    category: 'Garden',
    name: 'Petrol Lawn Mower 46 cm, Self-Propelled',
    description:
      'Self-propelled 46 cm mower with a 160 cc engine, six cutting heights and a 55 L grass box. Mows a large compound in well under an hour. Delivered with a full tank; refill before return.',
    priceCents: 2500,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.abuja,
    address: 'Aminu Kano Crescent, Wuse 2',
    pictures: ['lawn-mower', 'lawn-mower-red'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Garden',
    name: 'Push Lawn Mower with 55 L Grass Box',
    description:
      'Easy-start petrol push mower for lawns and church grounds. Cutting heights from 25 to 75 mm and a rear grass box for a tidy finish. Fuel for the first hour is included.',
    priceCents: 800,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.accra,
    address: 'Oxford Street, Osu',
    pictures: ['lawn-mower-red', 'lawn-mower'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Garden',
    name: 'Petrol Chainsaw 45 cc, 45 cm Bar',
    description:
      'Powerful 45 cc chainsaw with a 45 cm bar, chain brake and anti-vibration handles. Supplied with a sharpened spare chain, bar oil, a fuel can and a helmet with visor and ear defenders. For felling small trees, clearing storm damage and cutting firewood.',
    priceCents: 3000,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.kumasi,
    address: 'Asokwa Industrial Area',
    pictures: ['chainsaw', 'chainsaw-detail'],
  },
  {
    owner: 'admin@aibex.test',
    category: 'Garden',
    name: 'Chainsaw 40 cm Bar with Safety Kit',
    description:
      'Lightweight 38 cc chainsaw, easy to handle for pruning and cutting branches. Hired with gloves, chaps, a visor and bar oil. A short safety briefing is given at pickup.',
    priceCents: 2800,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.enugu,
    address: 'Independence Layout',
    pictures: ['chainsaw-orange', 'chainsaw-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Garden',
    name: 'Cordless Hedge Trimmer 55 cm',
    description:
      '18V hedge trimmer with a 55 cm double-action blade that cuts branches up to 20 mm thick. Two batteries give about 90 minutes of trimming. Blade cover and charger included.',
    priceCents: 1200,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.lagos,
    address: 'Herbert Macaulay Way, Yaba',
    pictures: ['hedge-trimmer', 'hedge-trimmer-green'],
  },
  {
    owner: 'renter@aibex.test',
    category: 'Garden',
    name: 'Hedge Trimmer, Hourly',
    description:
      'Quiet cordless hedge trimmer for shaping hedges and ornamental shrubs. One charged battery lasts around 45 minutes. Gloves and safety glasses included.',
    priceCents: 350,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.ibadan,
    address: 'Ring Road, Challenge',
    pictures: ['hedge-trimmer-green'],
  },

  // Construction
  {
    owner: 'owner@aibex.test',
    category: 'Construction',
    name: 'Electric Concrete Mixer 140 L',
    description:
      '140 L drum mixer with a 550W motor, tilting handwheel and puncture-proof wheels. Mixes about two wheelbarrows of concrete or mortar per batch. Perfect for floor slabs, fence posts and block work.',
    priceCents: 3500,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.kano,
    address: 'Murtala Mohammed Way',
    pictures: ['concrete-mixer', 'concrete-mixer-orange'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Construction',
    name: 'Concrete Mixer 160 L on Wheels',
    description:
      'Large 160 L site mixer that tows easily behind a pick-up. Electric motor with a waterproof switch. Hose down before return; a cleaning brush is supplied.',
    priceCents: 4000,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.portHarcourt,
    address: 'Trans-Amadi Industrial Layout',
    pictures: ['concrete-mixer-orange', 'concrete-mixer'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Construction',
    name: 'Manual Tile Cutter 600 mm',
    description:
      'Rail tile cutter for ceramic and porcelain tiles up to 600 mm and 12 mm thick, with a tungsten scoring wheel, breaker foot and angle guide. Clean, dust-free cuts for floors and bathroom walls.',
    priceCents: 1000,
    rentalCircle: 'daily',
    units: 3,
    place: PLACES.ikeja,
    address: 'Allen Avenue',
    pictures: ['tile-cutter', 'tile-cutter-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Construction',
    name: 'Inverter Arc Welder 140 A with Mask',
    description:
      'Portable 140 A inverter welder running on a normal 13 A socket or a 5 kVA generator. Includes the electrode holder, earth clamp, auto-darkening mask, gloves and a pack of 2.5 mm rods. For gates, burglary-proof bars and repairs.',
    priceCents: 2200,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.lagos,
    address: 'Admiralty Way, Lekki Phase 1',
    pictures: ['welder', 'welder-detail'],
  },
  {
    owner: 'admin@aibex.test',
    category: 'Construction',
    name: 'Welding Machine 200 A, Hourly',
    description:
      'Heavier 200 A inverter welder for thicker steel. Hired by the hour with leads, a mask and gloves; rods are sold separately at pickup.',
    priceCents: 700,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.kumasi,
    address: 'Prempeh II Street, Adum',
    pictures: ['welder'],
  },

  // Cleaning
  {
    owner: 'owner@aibex.test',
    category: 'Cleaning',
    name: 'Pressure Washer 150 bar with Hose Reel',
    description:
      '2100W pressure washer with 8 m of hose on a reel, a variable lance, a rotating dirt blaster and a patio cleaner head. Strips dirt from driveways, walls, cars and generators in minutes.',
    priceCents: 800,
    rentalCircle: 'hourly',
    units: 2,
    place: PLACES.lagos,
    address: 'Admiralty Way, Lekki Phase 1',
    pictures: ['pressure-washer', 'pressure-washer-detail'],
  },
  {
    owner: 'renter@aibex.test',
    category: 'Cleaning',
    name: 'Pressure Washer 135 bar, Daily Hire',
    description:
      'Compact pressure washer with a detergent bottle and three nozzles. Light enough to carry up stairs for cleaning balconies and water tanks. Garden hose connector included.',
    priceCents: 2000,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.abuja,
    address: 'Gimbiya Street, Garki Area 11',
    pictures: ['pressure-washer-blue', 'pressure-washer-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Cleaning',
    name: 'Wet and Dry Vacuum 30 L',
    description:
      '1400W wet and dry vacuum with a 30 L stainless steel drum, a blower function, 2.5 m hose, floor and crevice tools. Picks up water, sawdust and plaster after building work or a flood.',
    priceCents: 1000,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.enugu,
    address: 'Ogui Road, Ogui New Layout',
    pictures: ['wet-dry-vacuum', 'wet-dry-vacuum-detail'],
  },

  // Ladders & Access
  {
    owner: 'owner@aibex.test',
    category: 'Ladders & Access',
    name: 'Aluminium Step Ladder, 6 Treads',
    description:
      'Sturdy six-tread step ladder with a platform, tool tray and safety rail. Platform height 1.4 m; rated to 150 kg. For painting ceilings, changing bulbs and fitting ceiling fans.',
    priceCents: 600,
    rentalCircle: 'daily',
    units: 3,
    place: PLACES.ibadan,
    address: 'Bodija Market Road, Bodija',
    pictures: ['step-ladder', 'step-ladder-detail'],
  },
  {
    owner: 'renter@aibex.test',
    category: 'Ladders & Access',
    name: 'Step Ladder with Tool Tray',
    description:
      'Five-tread aluminium step ladder that folds flat to fit in a car boot. Non-slip feet and a tray for paint tins and screws. Charged by the hour.',
    priceCents: 200,
    rentalCircle: 'hourly',
    units: 1,
    place: PLACES.accra,
    address: 'Spintex Road, Baatsona',
    pictures: ['step-ladder'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Ladders & Access',
    name: 'Mobile Scaffold Tower, 4.2 m Working Height',
    description:
      'Aluminium tower with a trapdoor platform, guard rails, toe boards, stabilisers and locking castors. Working height 4.2 m. Ideal for painting facades, fixing gutters and fitting signage. Assembly guide included.',
    priceCents: 4500,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.abuja,
    address: 'Aminu Kano Crescent, Wuse 2',
    pictures: ['scaffold-tower', 'scaffold-tower-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Ladders & Access',
    name: 'Scaffold Tower 3 m',
    description:
      'Smaller mobile tower for indoor jobs: ceilings, lights and high shelving. Platform at 1 m or 2 m, with guard rails and four braked castors. Fits through a standard door.',
    priceCents: 3800,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.portHarcourt,
    address: 'Aba Road, GRA Phase 2',
    pictures: ['scaffold-tower'],
  },

  // Generators & Power
  {
    owner: 'owner@aibex.test',
    category: 'Generators & Power',
    name: 'Petrol Generator 5.5 kVA',
    description:
      'Open-frame 5.5 kVA generator with recoil and electric start, two 13 A sockets and a voltmeter. Runs a home, a small shop or site tools for about 10 hours on a full 25 L tank. Fuel not included.',
    priceCents: 6000,
    rentalCircle: 'daily',
    units: 2,
    place: PLACES.lagos,
    address: 'Herbert Macaulay Way, Yaba',
    pictures: ['generator', 'generator-detail'],
  },
  {
    owner: 'admin@aibex.test',
    category: 'Generators & Power',
    name: 'Petrol Generator 3.5 kVA, Electric Start',
    description:
      'Reliable 3.5 kVA generator with key start, two sockets and a fuel gauge. Powers lights, fans, a fridge and a television. Delivered with oil topped up and a 10 m extension lead.',
    priceCents: 4500,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.kumasi,
    address: 'Asokwa Industrial Area',
    pictures: ['generator-red', 'generator-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Generators & Power',
    name: 'Quiet Inverter Generator 2.2 kVA',
    description:
      'Suitcase-style inverter generator: quiet enough for events and clean power for laptops, PA systems and phone chargers. Eco mode, two 13 A sockets and a USB port. Hired by the hour.',
    priceCents: 800,
    rentalCircle: 'hourly',
    units: 2,
    place: PLACES.accra,
    address: 'Oxford Street, Osu',
    pictures: ['inverter-generator', 'inverter-generator-detail'],
  },
  {
    owner: 'owner@aibex.test',
    category: 'Generators & Power',
    name: 'Inverter Generator 2 kVA for Events',
    description:
      'Light 2 kVA inverter generator for weddings, outdoor stalls and expo stands. Runs up to 8 hours at quarter load on 4 L of petrol. Includes a 15 m extension reel.',
    priceCents: 3500,
    rentalCircle: 'daily',
    units: 1,
    place: PLACES.kano,
    address: 'Zoo Road, Tarauni',
    pictures: ['inverter-generator'],
  },
];
