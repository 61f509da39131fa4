import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hireSearchRequest } from '@contract/hire';
import { hireSearchBody } from './search-hire';

describe('the hire search body', () => {
  it('is what the contract accepts: one way, and a round trip whose return is the one-way leg reversed', () => {
    const oneWay = hireSearchBody({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', night: true }, 128.4);
    expect(oneWay).toEqual({ OnewayPickupLocation: 'Ikeja, Lagos', OneWayDropoffLocation: 'Ibadan, Oyo', OnewayPickupDate: '2026-12-01', OnewayDistanceApart: 128.4, HiredServiceType: 0, IsSleepOver: false });
    expect(v.safeParse(hireSearchRequest, oneWay).success).toBe(true);
    const round = hireSearchBody({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', returnDate: '2026-12-02', night: true });
    expect(round).toMatchObject({ HiredServiceType: 1, IsSleepOver: true, ReturnPickupDate: '2026-12-02', ReturnPickupLocation: 'Ibadan, Oyo', ReturnDropoffLocation: 'Ikeja, Lagos', OnewayDistanceApart: null });
    expect(v.safeParse(hireSearchRequest, round).success).toBe(true);
  });
});
