import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { busTripSchema } from './booking';
import { popularRouteSchema, routeFareSchema } from './settings';
import { withTerminalNames } from './terminal-names';

describe('terminal names beside a route name', () => {
  it('reads the names as sent', () => {
    const fare = { vehicleModelName: 'Hiace', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', amount: 100 };
    expect(v.parse(routeFareSchema, fare)).toEqual(fare);
  });

  it('fills them from the route name of an answer saved before they were sent', () => {
    expect(v.parse(popularRouteSchema, { id: 1, routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalId: 1, destinationTerminalId: 13 }))
      .toMatchObject({ departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)' });
    expect(withTerminalNames({ routeName: 'Aba==>Uyo' })).toEqual({ routeName: 'Aba==>Uyo', departureTerminalName: 'Aba', destinationTerminalName: 'Uyo' });
    expect(withTerminalNames({ routeName: 'Lagos' })).toMatchObject({ departureTerminalName: 'Lagos', destinationTerminalName: '' });
  });

  it('keeps a bus trip from an old booking draft readable', () => {
    const trip = {
      vehicleTripRegistrationId: 1, routeId: 2, routeName: 'Benin (Akpakpava) ==> Lagos (Iyana Ipaja)', vehicleName: 'Hiace', vehicleModel: 'Hiace', departureDate: '2026-11-24',
      departureTime: '08:15 AM', farePrice: 1, cashBack: 0, availableNumberOfSeats: 1, totalNumberOfSeats: 14, availableSeats: [1], isSub: false, isPalliative: false,
    };
    expect(v.parse(busTripSchema, trip)).toMatchObject({ departureTerminalName: 'Benin (Akpakpava)', destinationTerminalName: 'Lagos (Iyana Ipaja)', heldSeats: [] });
  });
});
