/**
 * A small graph of Nigeria's trunk roads for road distances without an outside service: towns and
 * junctions on the federal highways as nodes (points from GeoNames, rounded to 2 decimals; Otukpo,
 * which GeoNames' list lacks, from its known position), and an edge wherever a trunk road joins two
 * of them directly. road-distance.ts measures an edge as its great-circle length times a circuity
 * factor, and finds the shortest way with Dijkstra.
 */
export const ROAD_NODES = {
  // South-west
  lagos: [6.45, 3.39], ikeja: [6.6, 3.34], badagry: [6.42, 2.88], ikorodu: [6.62, 3.51], epe: [6.58, 3.98], ota: [6.69, 3.23],
  abeokuta: [7.16, 3.35], shagamu: [6.85, 3.65], ijebuOde: [6.82, 3.92], ibadan: [7.38, 3.91], oyo: [7.85, 3.93],
  ogbomoso: [8.13, 4.24], iseyin: [7.97, 3.6], saki: [8.67, 3.39], ileIfe: [7.48, 4.56], ilesa: [7.63, 4.74],
  osogbo: [7.77, 4.56], offa: [8.15, 4.72], ore: [6.75, 4.88], ondo: [7.09, 4.84], akure: [7.25, 5.19], owo: [7.2, 5.59],
  adoEkiti: [7.62, 5.22], ikare: [7.53, 5.75],
  // North-central and the Niger crossings
  ilorin: [8.5, 4.54], omuAran: [8.13, 5.1], jebba: [9.12, 4.82], mokwa: [9.29, 5.05], bida: [9.08, 6.01],
  lapai: [9.04, 6.57], minna: [9.62, 6.55], zungeru: [9.81, 6.15], tegina: [10.07, 6.19], kontagora: [10.4, 5.47],
  suleja: [9.18, 7.18], abuja: [9.06, 7.5], gwagwalada: [8.94, 7.08], abaji: [8.48, 6.94], kotonKarfe: [8.09, 6.8],
  lokoja: [7.8, 6.74], kabba: [7.83, 6.08], okene: [7.55, 6.24], auchi: [7.07, 6.26], ajaokuta: [7.56, 6.65],
  ankpa: [7.4, 7.63], keffi: [8.85, 7.87], akwanga: [8.91, 8.41], lafia: [8.49, 8.52], makurdi: [7.73, 8.52],
  otukpo: [7.19, 8.13], gboko: [7.32, 9.0], katsinaAla: [7.17, 9.28], wukari: [7.87, 9.78], jos: [9.93, 8.89],
  // South-south and south-east
  benin: [6.34, 5.63], ekpoma: [6.74, 6.14], sapele: [5.89, 5.68], warri: [5.52, 5.75],
  ughelli: [5.49, 6.0], kwale: [5.71, 6.43], patani: [5.23, 6.19], kaiama: [5.12, 6.3], yenagoa: [4.93, 6.27],
  ahoada: [5.08, 6.65], portHarcourt: [4.78, 7.01], agbor: [6.25, 6.19], asaba: [6.2, 6.73], onitsha: [6.15, 6.79],
  awka: [6.21, 7.07], enugu: [6.44, 7.5], nsukka: [6.86, 7.4], obolloAfor: [6.92, 7.52], ihiala: [5.85, 6.86],
  owerri: [5.48, 7.03], okigwe: [5.83, 7.35], umuahia: [5.52, 7.49], aba: [5.11, 7.37], ikotEkpene: [5.18, 7.71],
  uyo: [5.05, 7.93], eket: [4.64, 7.92], itu: [5.2, 7.98], odukpani: [5.13, 8.34], calabar: [4.96, 8.33],
  akamkpa: [5.31, 8.36], ikom: [5.97, 8.71], ogoja: [6.66, 8.8], abakaliki: [6.32, 8.11], afikpo: [5.89, 7.94],
  // North-west
  kaduna: [10.53, 7.44], kachia: [9.87, 7.95], kafanchan: [9.58, 8.29], saminaka: [10.41, 8.69], zaria: [11.11, 7.72],
  funtua: [11.52, 7.31], malumfashi: [11.79, 7.62], katsina: [12.99, 7.6], kano: [12.0, 8.52], birninGwari: [10.66, 6.54],
  gusau: [12.17, 6.66], sokoto: [13.06, 5.24], birninKebbi: [12.45, 4.2], zuru: [11.44, 5.23], yelwa: [10.84, 4.74],
  // North-east
  wudil: [11.81, 8.84], dutse: [11.76, 9.34], hadejia: [12.45, 10.04], azare: [11.67, 10.19], kari: [11.25, 10.56],
  darazo: [11.0, 10.41], ningi: [11.08, 9.57], bauchi: [10.31, 9.84], gombe: [10.29, 11.17], potiskum: [11.71, 11.08],
  damaturu: [11.75, 11.96], maiduguri: [11.85, 13.16], biu: [10.61, 12.19], numan: [9.46, 12.03], yola: [9.21, 12.48],
  mubi: [10.27, 13.27], jalingo: [8.89, 11.36],
} as const satisfies Record<string, readonly [number, number]>;

export type RoadNode = keyof typeof ROAD_NODES;

/** Dual carriageways that run nearly straight: their own circuity factor (road-distance.ts has the rest). */
const EXPRESSWAY = 1.05;
/** Roads up and down the Jos Plateau. */
const WINDING = 1.3;

/**
 * Each trunk road as the towns it runs through, in order (every consecutive pair is an edge). A
 * road that winds more than the rest (a plateau, a detour round a creek) carries its own factor.
 */
export const ROADS: readonly { via: readonly RoadNode[]; factor?: number; name: string }[] = [
  { name: 'Lagos–Ibadan Expressway', via: ['lagos', 'ikeja', 'ibadan'], factor: EXPRESSWAY },
  { name: 'Shagamu Interchange', via: ['ikeja', 'shagamu', 'ibadan'], factor: EXPRESSWAY },
  { name: 'Lagos–Badagry Expressway', via: ['lagos', 'badagry'] },
  { name: 'Lagos–Abeokuta Expressway', via: ['ikeja', 'ota', 'abeokuta', 'ibadan'] },
  { name: 'Ikorodu–Shagamu Road', via: ['ikeja', 'ikorodu', 'shagamu'] },
  { name: 'Lekki–Epe Expressway', via: ['lagos', 'epe', 'ijebuOde'] },
  { name: 'Benin–Shagamu Expressway', via: ['shagamu', 'ijebuOde', 'ore', 'benin'], factor: EXPRESSWAY },
  { name: 'Ibadan–Ijebu-Ode Road', via: ['ibadan', 'ijebuOde'] },
  { name: 'Ibadan–Ilorin Road (A1)', via: ['ibadan', 'oyo', 'ogbomoso', 'ilorin'] },
  { name: 'Oyo–Iseyin–Saki Road', via: ['oyo', 'iseyin', 'saki'] },
  { name: 'Ibadan–Ife–Ilesa Expressway', via: ['ibadan', 'ileIfe', 'ilesa', 'akure'] },
  { name: 'Ogbomoso–Osogbo–Ilesa Road', via: ['ogbomoso', 'osogbo', 'ilesa'] },
  { name: 'Ilorin–Offa–Osogbo Road', via: ['ilorin', 'offa', 'osogbo'] },
  { name: 'Ore–Ondo–Akure Road', via: ['ore', 'ondo', 'akure'] },
  { name: 'Akure–Owo–Benin Road', via: ['akure', 'owo', 'benin'] },
  { name: 'Akure–Ado-Ekiti Road', via: ['akure', 'adoEkiti'] },
  { name: 'Owo–Ikare Road', via: ['owo', 'ikare'] },
  { name: 'Ilorin–Kabba–Lokoja Road', via: ['ilorin', 'omuAran', 'kabba', 'lokoja'] },
  { name: 'Kabba–Okene Road', via: ['kabba', 'okene'] },
  { name: 'Ilorin–Jebba–Mokwa Road (A1)', via: ['ilorin', 'jebba', 'mokwa', 'kontagora'] },
  { name: 'Mokwa–Bida–Abuja Road', via: ['mokwa', 'bida', 'lapai', 'suleja'] },
  { name: 'Bida–Minna Road', via: ['bida', 'minna', 'suleja'] },
  { name: 'Minna–Kontagora Road', via: ['minna', 'zungeru', 'tegina', 'kontagora'] },
  { name: 'Kontagora–Birnin Gwari–Kaduna Road', via: ['tegina', 'birninGwari', 'kaduna'] },
  { name: 'Kontagora–Sokoto Road (A1)', via: ['kontagora', 'yelwa', 'birninKebbi', 'sokoto'] },
  { name: 'Kontagora–Zuru Road', via: ['kontagora', 'zuru', 'birninKebbi'] },
  { name: 'Abuja–Kaduna Expressway', via: ['abuja', 'suleja', 'kaduna'], factor: EXPRESSWAY },
  { name: 'Kaduna–Zaria–Kano Road', via: ['kaduna', 'zaria', 'kano'] },
  { name: 'Abuja–Lokoja Road (A2)', via: ['abuja', 'gwagwalada', 'abaji', 'kotonKarfe', 'lokoja'] },
  { name: 'Lokoja–Okene–Benin Road (A2)', via: ['lokoja', 'okene', 'auchi', 'ekpoma', 'benin'] },
  { name: 'Lokoja–Ajaokuta–Ankpa–Otukpo Road', via: ['lokoja', 'ajaokuta', 'ankpa', 'otukpo'] },
  { name: 'Abuja–Keffi–Makurdi Road', via: ['abuja', 'keffi', 'lafia', 'makurdi'] },
  { name: 'Keffi–Akwanga–Jos Road', via: ['keffi', 'akwanga'] },
  { name: 'Akwanga–Jos Road', via: ['akwanga', 'jos'], factor: WINDING },
  { name: 'Akwanga–Kafanchan Road', via: ['akwanga', 'kafanchan'] },
  { name: 'Lafia–Akwanga Road', via: ['lafia', 'akwanga'] },
  { name: 'Makurdi–Otukpo–Enugu Road (A3)', via: ['makurdi', 'otukpo', 'obolloAfor', 'nsukka', 'enugu'] },
  { name: 'Makurdi–Wukari–Jalingo Road', via: ['makurdi', 'gboko', 'katsinaAla', 'wukari', 'jalingo'] },
  { name: 'Benin–Asaba–Onitsha Expressway', via: ['benin', 'agbor', 'asaba', 'onitsha'], factor: EXPRESSWAY },
  { name: 'Onitsha–Enugu Expressway', via: ['onitsha', 'awka', 'enugu'] },
  { name: 'Benin–Sapele–Warri Road', via: ['benin', 'sapele', 'warri'] },
  { name: 'East–West Road', via: ['warri', 'ughelli', 'patani', 'kaiama', 'ahoada', 'portHarcourt', 'eket'] },
  { name: 'Kaiama–Yenagoa Road', via: ['kaiama', 'yenagoa'] },
  { name: 'Asaba–Kwale–Ughelli Road', via: ['asaba', 'kwale', 'ughelli'] },
  { name: 'Onitsha–Owerri Road', via: ['onitsha', 'ihiala', 'owerri'] },
  { name: 'Owerri–Port Harcourt Road', via: ['owerri', 'portHarcourt'] },
  { name: 'Owerri–Aba Road', via: ['owerri', 'aba'] },
  { name: 'Owerri–Umuahia Road', via: ['owerri', 'umuahia'] },
  { name: 'Owerri–Okigwe Road', via: ['owerri', 'okigwe'] },
  { name: 'Enugu–Port Harcourt Expressway', via: ['enugu', 'okigwe', 'umuahia', 'aba', 'portHarcourt'] },
  { name: 'Aba–Ikot Ekpene–Uyo Road', via: ['aba', 'ikotEkpene', 'uyo'] },
  { name: 'Uyo–Eket Road', via: ['uyo', 'eket'] },
  { name: 'Uyo–Itu–Calabar Road', via: ['uyo', 'itu', 'odukpani', 'calabar'] },
  { name: 'Calabar–Ikom Road', via: ['odukpani', 'akamkpa', 'ikom', 'ogoja'] },
  { name: 'Enugu–Abakaliki–Ogoja Road', via: ['enugu', 'abakaliki', 'ogoja'] },
  { name: 'Abakaliki–Afikpo Road', via: ['abakaliki', 'afikpo'] },
  { name: 'Kaduna–Kachia–Kafanchan Road', via: ['kaduna', 'kachia', 'kafanchan'] },
  { name: 'Kafanchan–Jos Road', via: ['kafanchan', 'jos'], factor: WINDING },
  { name: 'Kaduna–Saminaka–Jos Road', via: ['kaduna', 'saminaka', 'jos'], factor: WINDING },
  { name: 'Zaria–Funtua–Gusau–Sokoto Road', via: ['zaria', 'funtua', 'gusau', 'sokoto'] },
  { name: 'Funtua–Katsina Road', via: ['funtua', 'malumfashi', 'katsina'] },
  { name: 'Kano–Katsina Road', via: ['kano', 'katsina'] },
  { name: 'Kano–Maiduguri Road', via: ['kano', 'wudil', 'azare', 'potiskum', 'damaturu', 'maiduguri'] },
  { name: 'Kano–Dutse–Hadejia Road', via: ['kano', 'dutse', 'hadejia'] },
  { name: 'Kano–Ningi–Bauchi Road', via: ['wudil', 'ningi', 'bauchi'] },
  { name: 'Jos–Bauchi–Potiskum Road (A3)', via: ['jos', 'bauchi', 'darazo', 'kari', 'potiskum'] },
  { name: 'Azare–Kari Road', via: ['azare', 'kari'] },
  { name: 'Bauchi–Gombe–Biu–Maiduguri Road', via: ['bauchi', 'gombe', 'biu', 'maiduguri'] },
  { name: 'Gombe–Numan–Yola Road', via: ['gombe', 'numan', 'yola'] },
  { name: 'Jalingo–Numan Road', via: ['jalingo', 'numan'] },
  { name: 'Yola–Mubi Road', via: ['yola', 'mubi'] },
];
