export interface Award {
  year: number;
  title: string;
  by: string;
}

/** Newest first. */
export const AWARDS: readonly Award[] = [
  { year: 2016, title: 'Road Transport Company of the Year', by: 'Nigeria Transport Excellence Awards' },
  { year: 2015, title: 'Best Customer Service in Passenger Transport', by: 'Lagos Customer Experience Awards' },
  { year: 2014, title: 'Innovation in Online Ticketing', by: 'Nigeria Digital Commerce Awards' },
  { year: 2013, title: 'Safest Intercity Bus Operator', by: 'National Road Safety Merit Awards' },
  { year: 2012, title: 'Most Reliable Luxury Bus Service', by: 'West African Travel and Tourism Awards' },
  { year: 2011, title: 'Emerging Transport Brand of the Year', by: 'Nigeria Business Leadership Awards' },
];
