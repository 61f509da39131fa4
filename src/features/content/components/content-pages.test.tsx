import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { AboutUsPage } from './about-us-page';
import { AwardsPage } from './awards-page';
import { CareersPage } from './careers-page';
import { DataCollectionPage } from './data-collection-page';
import { FaqPage } from './faq-page';
import { IsoPage } from './iso-page';
import { LuggageAllowancePage } from './luggage-allowance-page';
import { PaybillsPage } from './paybills-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { SafetyPage } from './safety-page';
import { TermsPage } from './terms-page';
import { TravelsToursPage } from './travels-tours-page';

/** Each page by the h1 it shows. */
const PAGES: Record<string, ComponentType> = {
  'About Us': AboutUsPage,
  Awards: AwardsPage,
  Careers: CareersPage,
  'Data Collection and Account Deletion': DataCollectionPage,
  'Frequently Asked Questions': FaqPage,
  'Integrated Management System Policy': IsoPage,
  'Luggage Allowance': LuggageAllowancePage,
  'Pay Bills': PaybillsPage,
  'Privacy Policy': PrivacyPolicyPage,
  Safety: SafetyPage,
  'Terms and Conditions': TermsPage,
  'Travel and Tours': TravelsToursPage,
};

const show = (Page: ComponentType) => renderInApp(<Page />, { path: '/' });

describe('content pages', () => {
  it.each(Object.entries(PAGES))('%s: one h1 with that heading', async (heading, Page) => {
    await show(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toContain(heading);
  });

  it('careers says there are no openings', async () => {
    await show(CareersPage);
    expect(screen.queryByText('There are no openings now. Check back later.')).not.toBeNull();
  });

  it('about page has the #our-team anchor and a link to /Careers', async () => {
    await show(AboutUsPage);
    expect(screen.getByRole('heading', { name: 'Our team' }).closest('section')?.id).toBe('our-team');
    expect(screen.getByRole('link', { name: 'Explore Open Roles' }).getAttribute('href')).toBe('/Careers');
  });
});
