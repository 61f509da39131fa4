/**
 * The brands an ambassador sells with (the slider above the Tier 3 form). Drawn as monogram
 * marks from these colours, so the page needs no image download on 3G; the company swaps in its
 * partners' real names and marks here. Each colour pair keeps white text at 4.5:1 or more.
 */
export type Partner = { name: string; mark: string; colour: string };

export const PARTNERS: readonly Partner[] = [
  { name: 'Freely Travel', mark: 'FT', colour: '#0b6b3a' },
  { name: 'Naira Wallet', mark: 'NW', colour: '#1c4f8a' },
  { name: 'Lagos Logistics', mark: 'LL', colour: '#8a2c0d' },
  { name: 'Kano Couriers', mark: 'KC', colour: '#5b2a86' },
  { name: 'Delta Data', mark: 'DD', colour: '#00586b' },
  { name: 'Abuja Airtime', mark: 'AA', colour: '#8a5300' },
  { name: 'Enugu Energy', mark: 'EE', colour: '#6b3a0b' },
];
