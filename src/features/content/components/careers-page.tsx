import { Paper, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { ContentPage } from './content-page';

export function CareersPage() {
  return (
    <ContentPage title="Careers" gap="lg">
      <Text>
        At {COMPANY.name} we move people, and our people move us. We look for captains, engineers, customer care
        agents and technologists who care about safety, keep their promises and enjoy solving problems for
        travellers across Nigeria. We invest in training, promote from within and reward great work.
      </Text>
      <Paper component="section" withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2}>Open roles</Title>
          <Text>There are no openings now. Check back later.</Text>
        </Stack>
      </Paper>
    </ContentPage>
  );
}
