// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PhotoCard } from './photo-card';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function mount(photo = '') {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <PhotoCard photo={photo} customerId={7} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

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
