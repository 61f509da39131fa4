import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '@/lib/company';

/** /support, Help & Support (spec 1 §2): customer care phone and e-mail, and the privacy and terms pages. */
export function SupportPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Help & Support</Title>
        <Text mt="xs">Need help with a booking, a payment or your account? Our customer care team is here for you.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Title order={2} size="h4">Call customer care</Title>
          <Anchor href={COMPANY.supportPhoneHref} size="lg" fw={700} mt="xs" aria-label={`Call customer care on ${COMPANY.supportPhone}`}>
            {COMPANY.supportPhone}
          </Anchor>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4">E-mail customer care</Title>
          <Anchor href={`mailto:${COMPANY.supportEmail}`} size="lg" fw={700} mt="xs">
            {COMPANY.supportEmail}
          </Anchor>
        </Card>
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={2} size="h4">Before you get in touch</Title>
        <Text>
          Many answers are in our <Anchor component={Link} to="/Faq">FAQs</Anchor>. Your booking status and ticket are
          at <Anchor component={Link} to="/bookingStatus">Booking Status</Anchor>.
        </Text>
        <Text>
          Paid but got no ticket, purchase or wallet credit? <Anchor component={Link} to="/payment-help">I paid but have no ticket</Anchor> shows
          every payment you made with us in the last 30 days and what became of it, refunds included.
        </Text>
      </Stack>
      <Group gap="lg" component="nav" aria-label="Policies">
        <Anchor component={Link} to="/Privacy-Policy">Privacy Policy</Anchor>
        <Anchor component={Link} to="/Terms-and-Conditions">Terms & Conditions</Anchor>
      </Group>
    </Stack>
  );
}
