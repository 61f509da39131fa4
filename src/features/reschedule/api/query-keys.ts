/** Keys of the reschedule's cached reads; each starts with the resource it caches. */
export const rescheduleKeys = {
  all: ['reschedule'] as const,
  trips: (ref: string, phone: string, leg: string, date: string) => ['reschedule', 'trips', ref, phone, leg, date] as const,
  status: (reference: string) => ['reschedule', 'status', reference] as const,
};
