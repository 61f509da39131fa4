/**
 * Published road distances the road graph was calibrated against (road-distance.ts), city to
 * city as the gazetteer places them (GeoNames points), with what the graph answers and its error.
 * road-distance.test.ts checks that the graph still answers `oursKm` (±1 km) and stays within 12%.
 *
 * Sources: DLCA is the Logistics Cluster's Digital Logistics Capacity Assessment for Nigeria,
 * §2.3 Road Network, 'Distances from Capital City to Major Towns' (from distance-cities.com);
 * QUOTED are the figures widely quoted for the busiest southern corridors (Google Maps' usual
 * route, rounded).
 *
 * Result with TRUNK_FACTOR 1.15, expressways 1.05, plateau roads 1.3, access legs 1.3: mean
 * absolute error 4.8%, worst 11.4% (Kano–Bauchi, the one pair whose road we know least; Abuja–Port
 * Harcourt and Port Harcourt–Kaduna are +11%: DLCA's figures there are shorter than going by
 * Enugu, which its own Abuja–Enugu + Enugu–Port Harcourt add up to). Lagos–Abuja answers 743 km.
 * DLCA's Bauchi–Maiduguri (412 km, only 3% over the 400 km straight line) is left out: no road
 * there is that straight, and ours (501 km by Potiskum and Damaturu) matches its Kano–Maiduguri.
 */
export const KNOWN_ROAD_KM: ReadonlyArray<{ from: string; to: string; publishedKm: number; oursKm: number; source: 'DLCA' | 'QUOTED' }> = [
  { from: 'ng:city:lagos-lagos', to: 'ng:city:fct-abuja', publishedKm: 747, oursKm: 743, source: 'DLCA' }, // -0.5%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:oyo-ibadan', publishedKm: 128, oursKm: 133, source: 'QUOTED' }, // +3.5%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:edo-benin-city', publishedKm: 315, oursKm: 309, source: 'QUOTED' }, // -2.0%
  { from: 'ng:city:edo-benin-city', to: 'ng:city:anambra-onitsha', publishedKm: 137, oursKm: 139, source: 'QUOTED' }, // +1.6%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:enugu-enugu', publishedKm: 560, oursKm: 545, source: 'DLCA' }, // -2.7%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:rivers-port-harcourt', publishedKm: 616, oursKm: 612, source: 'DLCA' }, // -0.6%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:kaduna-kaduna', publishedKm: 897, oursKm: 864, source: 'DLCA' }, // -3.7%
  { from: 'ng:city:lagos-lagos', to: 'ng:city:kano-kano', publishedKm: 1130, oursKm: 1098, source: 'DLCA' }, // -2.9%
  { from: 'ng:city:fct-abuja', to: 'ng:city:kaduna-kaduna', publishedKm: 188, oursKm: 201, source: 'DLCA' }, // +7.0%
  { from: 'ng:city:kaduna-kaduna', to: 'ng:city:kano-kano', publishedKm: 235, oursKm: 235, source: 'DLCA' }, // -0.1%
  { from: 'ng:city:fct-abuja', to: 'ng:city:kano-kano', publishedKm: 445, oursKm: 435, source: 'DLCA' }, // -2.3%
  { from: 'ng:city:fct-abuja', to: 'ng:city:enugu-enugu', publishedKm: 475, oursKm: 488, source: 'DLCA' }, // +2.8%
  { from: 'ng:city:fct-abuja', to: 'ng:city:rivers-port-harcourt', publishedKm: 647, oursKm: 719, source: 'DLCA' }, // +11.1%
  { from: 'ng:city:enugu-enugu', to: 'ng:city:rivers-port-harcourt', publishedKm: 227, oursKm: 231, source: 'DLCA' }, // +1.9%
  { from: 'ng:city:fct-abuja', to: 'ng:city:bauchi-bauchi', publishedKm: 462, oursKm: 416, source: 'DLCA' }, // -10.1%
  { from: 'ng:city:fct-abuja', to: 'ng:city:borno-maiduguri', publishedKm: 853, oursKm: 915, source: 'DLCA' }, // +7.3%
  { from: 'ng:city:kaduna-kaduna', to: 'ng:city:bauchi-bauchi', publishedKm: 402, oursKm: 384, source: 'DLCA' }, // -4.5%
  { from: 'ng:city:enugu-enugu', to: 'ng:city:kaduna-kaduna', publishedKm: 614, oursKm: 645, source: 'DLCA' }, // +5.1%
  { from: 'ng:city:enugu-enugu', to: 'ng:city:kano-kano', publishedKm: 847, oursKm: 879, source: 'DLCA' }, // +3.7%
  { from: 'ng:city:enugu-enugu', to: 'ng:city:bauchi-bauchi', publishedKm: 756, oursKm: 687, source: 'DLCA' }, // -9.1%
  { from: 'ng:city:rivers-port-harcourt', to: 'ng:city:kaduna-kaduna', publishedKm: 789, oursKm: 876, source: 'DLCA' }, // +11.0%
  { from: 'ng:city:kano-kano', to: 'ng:city:borno-maiduguri', publishedKm: 564, oursKm: 590, source: 'DLCA' }, // +4.7%
  { from: 'ng:city:kano-kano', to: 'ng:city:bauchi-bauchi', publishedKm: 319, oursKm: 283, source: 'DLCA' }, // -11.4%
];
