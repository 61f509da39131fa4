import type { PickupLocation } from '../../contract/pickup';

export type SeedPickupLocation = PickupLocation & { latitude: number; longitude: number };

/**
 * Spec 1 §2, Pick-up Locations: about 26 areas, each a numbered list of filling stations,
 * restaurants and junctions. The default Ajah (Lagos) list is empty upstream; kept on purpose.
 */
export const seedPickupLocations: readonly SeedPickupLocation[] = [
  { id: 1, state: 'Lagos', terminal: 'Ajah', location: [], latitude: 6.4681, longitude: 3.5697 },
  { id: 2, state: 'Lagos', terminal: 'Lekki', latitude: 6.4474, longitude: 3.4723, location: [
    'Total Filling Station, Abraham Adesanya Junction', 'Mobil Filling Station, Lekki Phase 1 Roundabout',
    'Chicken Republic, Jakande Roundabout', 'Oando Filling Station, Chevron Drive Junction'] },
  { id: 3, state: 'Lagos', terminal: 'Akowonjo', latitude: 6.6033, longitude: 3.3046, location: [
    'Mobil Filling Station, Akowonjo Roundabout', 'Tantalizers, Shasha Road',
    'Egbeda Junction, Idimu Road', 'NNPC Filling Station, Dopemu'] },
  { id: 4, state: 'Lagos', terminal: 'Cele-Okota', latitude: 6.5127, longitude: 3.3199, location: [
    'Cele Bus Stop, Apapa-Oshodi Expressway', 'Conoil Filling Station, Okota Road',
    "Mr Bigg's, Ago Palace Way", 'Isolo Junction, Okota Road'] },
  { id: 5, state: 'Lagos', terminal: 'Festac', latitude: 6.4667, longitude: 3.2833, location: [
    'First Gate Junction, Festac Town', 'Total Filling Station, 2nd Avenue',
    'Kilimanjaro Restaurant, 4th Avenue', 'Mile 2 Junction, Oshodi-Apapa Expressway'] },
  { id: 6, state: 'Lagos', terminal: 'Mazamaza', latitude: 6.4601, longitude: 3.2541, location: [
    'Mazamaza Junction, Old Ojo Road', 'Oando Filling Station, Agboju',
    'Chicken Republic, Alakija', 'Abule Ado Junction, Lagos-Badagry Expressway'] },
  { id: 7, state: 'Lagos', terminal: 'Iyana Ipaja', latitude: 6.6133, longitude: 3.2925, location: [
    'Iyana Ipaja Roundabout, Lagos-Abeokuta Expressway', 'NNPC Filling Station, Abule Egba',
    'Sweet Sensation, Ipaja Road', 'Alimosho Junction, Ipaja Road'] },
  { id: 8, state: 'Lagos', terminal: 'Ikotun', latitude: 6.5507, longitude: 3.2664, location: [
    'Ikotun Roundabout, Ikotun-Idimu Road', 'Total Filling Station, Igando Road',
    'Tantalizers, Ikotun-Idimu Road', 'Egbe Junction, Ikotun-Egbe Road'] },
  { id: 9, state: 'Lagos', terminal: 'Jibowu', latitude: 6.5146, longitude: 3.3724, location: [
    'Jibowu Bus Stop, Ikorodu Road', 'Mobil Filling Station, Onipanu', "Mr Bigg's, Herbert Macaulay Way, Yaba",
    'Obanikoro Junction, Ikorodu Road', 'Oando Filling Station, Fadeyi'] },
  { id: 10, state: 'Abia', terminal: 'Aba', latitude: 5.1066, longitude: 7.3667, location: [
    'Total Filling Station, Asa Road', 'Ariaria Junction, Faulks Road',
    'Kilimanjaro Restaurant, Aba-Owerri Road', 'Osisioma Junction, Enugu-Port Harcourt Expressway'] },
  { id: 11, state: 'Abia', terminal: 'Umuahia', latitude: 5.525, longitude: 7.494, location: [
    'Mobil Filling Station, Aba Road', 'Ubani Junction, Ibeku', "Mr Bigg's, Library Avenue", 'Bende Road Junction'] },
  { id: 12, state: 'Anambra', terminal: 'Onitsha', latitude: 6.145, longitude: 6.787, location: [
    'Upper Iweka Junction', 'NNPC Filling Station, Awka Road',
    'Chicken Republic, New Market Road', 'Nkpor Junction, Onitsha-Enugu Expressway'] },
  { id: 13, state: 'Anambra', terminal: 'Awka', latitude: 6.2104, longitude: 7.0741, location: [
    'Aroma Junction, Enugu-Onitsha Expressway', 'Total Filling Station, Zik Avenue',
    'Genesis Restaurant, Amawbia', 'Unizik Junction, Ifite Road'] },
  { id: 14, state: 'Delta', terminal: 'Asaba', latitude: 6.198, longitude: 6.73, location: [
    'Koka Junction, Nnebisi Road', 'Oando Filling Station, Summit Road',
    "Mr Bigg's, Okpanam Road", 'Head Bridge Junction, Niger Bridge Road'] },
  { id: 15, state: 'Delta', terminal: 'Warri', latitude: 5.5167, longitude: 5.75, location: [
    'Enerhen Junction, Effurun-Sapele Road', 'Total Filling Station, Airport Road',
    'Chicken Republic, PTI Road', 'DSC Roundabout, Ovwian'] },
  { id: 16, state: 'Benin', terminal: 'Auchi', latitude: 7.0676, longitude: 6.2636, location: [
    'Polytechnic Junction, Auchi-Igarra Road', 'NNPC Filling Station, Jattu', 'Ogbona Junction, Okene Road'] },
  { id: 17, state: 'Benin', terminal: 'Akpakpava', latitude: 6.3411, longitude: 5.6318, location: [
    "King's Square, Ring Road", 'Total Filling Station, Akpakpava Road',
    "Mr Bigg's, Sapele Road", 'Ikpoba Hill Junction'] },
  { id: 18, state: 'Benin', terminal: 'Uselu', latitude: 6.373, longitude: 5.61, location: [
    'Uselu Market Junction, Lagos Road', 'Mobil Filling Station, Ugbowo',
    'Kada Plaza, Ugbowo-Lagos Road', 'Ekenwan Junction'] },
  { id: 19, state: 'Benin', terminal: 'Ekpoma', latitude: 6.743, longitude: 6.14, location: [
    'AAU Main Gate Junction', 'NNPC Filling Station, Ihumudumu', 'Ujemen Junction, Benin-Auchi Road'] },
  { id: 20, state: 'Bayelsa', terminal: 'Yenagoa', latitude: 4.9267, longitude: 6.2676, location: [
    'Tombia Junction, Mbiama-Yenagoa Road', 'Total Filling Station, Kpansia',
    'Chicken Republic, Swali', 'Ekeki Junction, Melford Okilo Road'] },
  { id: 21, state: 'Enugu', terminal: 'Enugu', latitude: 6.4413, longitude: 7.4988, location: [
    'Holy Ghost Junction, Ogui Road', 'Oando Filling Station, Agbani Road',
    "Mr Bigg's, Okpara Avenue", 'New Haven Junction, Chime Avenue'] },
  { id: 22, state: 'Oyo', terminal: 'Ibadan', latitude: 7.4055, longitude: 3.935, location: [
    'Iwo Road Junction', 'Total Filling Station, Challenge', 'Sweet Sensation, Ring Road',
    'Mokola Roundabout', 'Ojoo Junction, Ibadan-Oyo Road'] },
  { id: 23, state: 'Imo', terminal: 'Owerri', latitude: 5.4836, longitude: 7.0333, location: [
    'Control Post Junction, Wetheral Road', 'Mobil Filling Station, Douglas Road',
    'Chicken Republic, Ikenegbu', 'Amakohia Junction, Orlu Road'] },
  { id: 24, state: 'Rivers', terminal: 'Port Harcourt', latitude: 4.8106, longitude: 7.0249, location: [
    'Waterlines Junction, Aba Road', 'Total Filling Station, Rumuokoro',
    'Kilimanjaro Restaurant, GRA Phase 2', 'Eleme Junction, East-West Road', 'Garrison Junction, Aba Road'] },
  { id: 25, state: 'Abuja', terminal: 'Abuja', latitude: 9.0707, longitude: 7.438, location: [
    'Utako Junction, Obafemi Awolowo Way', 'Total Filling Station, Jabi', 'Chicken Republic, Wuse 2',
    'Zuba Junction, Kaduna-Abuja Expressway', 'NNPC Mega Station, Kubwa'] },
  { id: 26, state: 'Akwaibom', terminal: 'Uyo', latitude: 5.0377, longitude: 7.9128, location: [
    'Ibom Plaza Junction, Udo Udoma Avenue', 'Mobil Filling Station, Oron Road',
    'Sweet Sensation, Aka Road', 'Itam Junction, Calabar-Itu Road'] },
];
