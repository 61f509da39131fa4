import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { PhotoCard } from './photo-card';

const mount = (photo = '') => renderInApp(<PhotoCard photo={photo} customerId={7} />);

// Mantine's FileButton hides its input behind the button: the input has no role or label to find it by.
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('PhotoCard', () => {
  it('offers only gif, png and jpeg, and refuses anything else before uploading', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = await mount();
    expect(fileInput(container).getAttribute('accept')).toBe('image/png,image/jpeg,image/gif');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeNull();
    fireEvent.change(fileInput(container), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image to upload');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the picture with Change and Remove once there is one', async () => {
    await mount('/api/onboarding/customer/photo/abc');
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe('/api/onboarding/customer/photo/abc');
    expect(screen.queryByRole('button', { name: 'Change photo' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeNull();
  });
});
