import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { FeedbackForm } from './feedback-form';

/** /Contact-Us (spec 1 §2): how to reach customer care, and the Customer Feedback form. */
export function ContactPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Contact Us</Title>
          <Text mt="xs">Questions about a trip, a ticket or a payment? Call or e-mail customer care, or send us a message below.</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card withBorder padding="md">
            <Text fw={700}>Call us</Text>
            <Anchor href={COMPANY.supportPhoneHref} aria-label={`Call customer care on ${COMPANY.supportPhone}`}>{COMPANY.supportPhone}</Anchor>
          </Card>
          <Card withBorder padding="md">
            <Text fw={700}>E-mail us</Text>
            <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>
          </Card>
          <Card withBorder padding="md">
            <Text fw={700}>Head office</Text>
            <Text size="sm">{COMPANY.headOffice}</Text>
          </Card>
        </SimpleGrid>
        <Card withBorder padding="lg" component="section" aria-labelledby="feedback-heading">
          <Title order={2} size="h3" id="feedback-heading" mb="xs">Customer Feedback</Title>
          <Text size="sm" c="dimmed" mb="md">Tell us what you need. What you type is kept on this phone until it is sent.</Text>
          <FeedbackForm />
        </Card>
      </Stack>
    </Container>
  );
}
