// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, setUpDomTests } from '@/testing/render';
import { PhotoCard } from './photo-card';

setUpDomTests();

const mount = (photo = '') => renderInApp(<PhotoCard photo={photo} customerId={7} />);

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('PhotoCard', () => {
  it('offers only gif, png and jpeg, and refuses anything else before uploading', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await mount();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/png,image/jpeg,image/gif');
    expect(document.body.textContent).toContain('Upload photo');
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Please select an image to upload');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the picture with Change and Remove once there is one', async () => {
    await mount('/api/onboarding/customer/photo/abc');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/onboarding/customer/photo/abc');
    expect(document.body.textContent).toContain('Change photo');
    expect(document.body.textContent).toContain('Remove photo');
  });
});
