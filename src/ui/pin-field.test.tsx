import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/testing/render';
import { PinField } from './pin-field';

function Pin() {
  const [pin, setPin] = useState('');
  return (
    <>
      <PinField label="Transaction Pin" length={4} value={pin} onChange={setPin} />
      <output aria-label="value">{pin}</output>
    </>
  );
}

describe('PinField', () => {
  it('is a named group of masked boxes, each named by its place', async () => {
    await renderInApp(<Pin />);
    expect(screen.queryByRole('group', { name: 'Transaction Pin' })).not.toBeNull();
    const first = screen.getByLabelText('Transaction Pin, digit 1 of 4');
    expect(first.getAttribute('type')).toBe('password');
    expect(first.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getAllByLabelText(/^Transaction Pin, digit \d of 4$/)).toHaveLength(4);
  });

  it('takes digits only, and no more than its length', async () => {
    await renderInApp(<Pin />);
    await userEvent.click(screen.getByLabelText('Transaction Pin, digit 1 of 4'));
    await userEvent.keyboard('1a2b34');
    expect(screen.getByLabelText('value').textContent).toBe('1234');
    // A fifth digit has no box: it replaces the last one.
    await userEvent.keyboard('5');
    expect(screen.getByLabelText('value').textContent).toMatch(/^\d{4}$/);
  });
});
