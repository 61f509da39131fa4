import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { EntryPage } from './entry-page';
import { LoginPage } from './login-page';
import { SignInPage } from './signin-page';
import { SignNowPage } from './signnow-page';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('sign-in screens', () => {
  it('/login: e-mail or phone, password, forgot password, sign-up, terms and privacy; no Google without a client id', async () => {
    await renderInApp(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign In' })).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email or Phone Number' })).not.toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('button', { name: 'Forgot Password?' })).not.toBeNull();
    expect(hrefOf('Sign Up')).toBe('/Register');
    expect(hrefOf('Terms & Conditions')).toBe('/Terms-and-Conditions');
    expect(hrefOf('Privacy Policy')).toBe('/Privacy-Policy');
    expect(screen.queryByText(/Google/)).toBeNull();
  });

  it('/signin keeps Continue Without Log In to passenger details', async () => {
    await renderInApp(<SignInPage />, { path: '/signin' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign In' })).not.toBeNull();
    expect(hrefOf('Continue Without Log In')).toBe('/passenger-details');
  });

  it('/signnow lets a guest go on to the hire details', async () => {
    await renderInApp(<SignNowPage />, { path: '/signnow' });
    expect(hrefOf('Continue as Guest')).toBe('/hire-passenger-details');
  });

  it('/entry offers Sign In / Sign Up or Continue as a guest, noting discounts', async () => {
    await renderInApp(<EntryPage />, { path: '/entry' });
    expect(hrefOf('Sign In / Sign Up')).toBe('/login');
    expect(hrefOf('Continue as a guest')).toBe('/');
    expect(screen.queryByText(/discounts on your bookings/)).not.toBeNull();
  });
});
