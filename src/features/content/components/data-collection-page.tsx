import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { FACTS } from '@/features/content/data/facts';
import { AccountDeletionFigures } from './account-deletion-figures';
import { ContentPage } from './content-page';
import { PageSection } from './page-section';

const DELETE_STEPS = [
  `Sign in to the ${COMPANY.name} app.`,
  'Go to your profile.',
  'Tap Delete account.',
  'Confirm the deletion in the popup.',
] as const;

export function DataCollectionPage() {
  return (
    <ContentPage
      title="Data Collection and Account Deletion"
      intro={
        <Text>
          {COMPANY.name} collects your name, contact details, next of kin, trips and wallet and bill transactions to
          run your bookings and payments. Our{' '}
          <Anchor component={Link} to="/Privacy-Policy">
            Privacy Policy
          </Anchor>{' '}
          explains how we use them. You can delete your account at any time.
        </Text>
      }
    >
      <PageSection title="How to delete your account" gap="md">
        <List type="ordered" withPadding spacing={4}>
          {DELETE_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <AccountDeletionFigures />
        <Text>Not using the app? You can delete your account on the web with your e-mail address.</Text>
        <Group>
          <Button component={Link} to="/delete-account" variant="light" color="red">
            Delete my account
          </Button>
        </Group>
      </PageSection>

      <PageSection title="What happens to your data">
        <Text>
          Deleting your account is permanent. You lose your profile, trip history, saved preferences and wallet
          balance, so spend or withdraw your balance first.
        </Text>
        <Text>
          Deletion anonymises your personal data: your name, phone number and e-mail are removed. We keep the
          records of your trips and bill payments without your identity, because we need them for accounting and
          regulatory reporting, and we keep this anonymous data for {FACTS.anonymousRetentionYears} years.
        </Text>
        <Text>
          Questions? E-mail <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
