import { Link } from '@tanstack/react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { PRIVACY_SECTIONS } from '@/features/content/data/privacy';
import { ContentPage } from './content-page';
import { ContentSectionBlock } from './content-section-block';

export function PrivacyPolicyPage() {
  return (
    <ContentPage title="Privacy Policy" gap="lg">
      <Text>
        This policy explains what {COMPANY.legalName} collects when you use our website and app, why we collect
        it and the choices you have.
      </Text>
      {PRIVACY_SECTIONS.map((section) => (
        <ContentSectionBlock key={section.id} section={section} />
      ))}
      <Text>
        Read how account deletion works on the{' '}
        <Anchor component={Link} to="/data-collection">
          Data Collection and Account Deletion
        </Anchor>{' '}
        page.
      </Text>
      <Stack gap="xs" component="section">
        <Title order={2}>Contact us</Title>
        <Text>
          For any question about your data or this policy, e-mail{' '}
          <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>.
        </Text>
      </Stack>
    </ContentPage>
  );
}
