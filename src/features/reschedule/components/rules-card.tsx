import '@mantine/core/styles/List.css';
import { Card, List, Title } from '@mantine/core';
import { RESCHEDULE_RULE_LINES } from '@contract/reschedule';

/** The reschedule's rules as the server enforces them (contract/reschedule.ts RESCHEDULE_RULES), in plain words. */
export function RulesCard() {
  return (
    <Card withBorder component="section" aria-labelledby="reschedule-rules">
      <Title order={2} size="h4" id="reschedule-rules" mb="xs">How rescheduling works</Title>
      <List size="sm" spacing={6}>
        {RESCHEDULE_RULE_LINES.map((line) => <List.Item key={line}>{line}</List.Item>)}
      </List>
    </Card>
  );
}
