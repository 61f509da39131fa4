/** Spec 1 §4, the history list's status codes. */
const LABELS: Record<number, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Cancelled',
  3: 'Created',
  4: 'Declined',
  5: 'Expired',
  6: 'Failed',
};

export const historyStatusLabel = (code: number): string => LABELS[code] ?? 'Not-Specified';

/** Badge colour: green approved, amber waiting, red ended badly, grey otherwise. */
export function historyStatusColor(code: number): string {
  if (code === 1) return 'freely';
  if (code === 0 || code === 3) return 'amber';
  if (code === 2 || code === 4 || code === 6) return 'red';
  return 'gray';
}
